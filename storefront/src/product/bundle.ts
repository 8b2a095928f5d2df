import { fromMinorUnits, toMinorUnits } from '@shop/core/shared';
import type { Product } from '../catalog/product';

/** How many related products the bundle offers beside the product itself. */
export const bundleSize = 2;

/** The products a bundle can offer with this one: related, in stock, in the same currency. */
export function bundlePartners(product: Product, related: readonly Product[]): readonly Product[] {
  return related
    .filter((other) => other.id !== product.id && other.stock > 0)
    .filter((other) => other.currency === product.currency)
    .slice(0, bundleSize);
}

/**
 * The bundle's price, each chosen product once, added in minor units so no float error creeps
 * in. All share the first product's currency (`bundlePartners`).
 */
export function bundleTotal(products: readonly Product[]): number {
  const currency = products[0]?.currency;
  if (!currency) return 0;
  const minor = products.reduce((sum, product) => sum + toMinorUnits(product.charged, currency), 0);
  return fromMinorUnits(minor, currency);
}
