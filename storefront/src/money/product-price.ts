import type { Product, Variant } from '../catalog/product';

/** What one unit costs: the picked variant's own price where it has one, the product's otherwise. */
export function unitPriceOf(
  product: Pick<Product, 'charged' | 'price'>,
  variant?: Pick<Variant, 'charged' | 'price'>,
): { readonly charged: number; readonly price: number } {
  return { charged: variant?.charged ?? product.charged, price: variant?.price ?? product.price };
}

/**
 * The cheapest variant's price when the variants are priced apart (a product box shows "from"
 * it), or undefined when every variant costs the same.
 *
 * @example lowestOfRange({ chargedMin: 1.99, chargedMax: 19.99 }) // 1.99
 */
export function lowestOfRange(
  product: Pick<Product, 'chargedMin' | 'chargedMax'>,
): number | undefined {
  const { chargedMin, chargedMax } = product;
  return chargedMin !== undefined && chargedMax !== undefined && chargedMin < chargedMax
    ? chargedMin
    : undefined;
}

/** A line's title with the variant the shopper picked: "Matcha Kit Kat (12 pack · green)". */
export function titleWithVariant(title: string, variantName?: string | null): string {
  return variantName ? `${title} (${variantName})` : title;
}

/** A product and its chosen variant once their sale is over: each at its list price. */
export function withoutSale<P extends Pick<Product, 'charged' | 'price'>, V extends Variant>(
  product: P,
  variant: V | undefined,
): { product: P; variant: V | undefined } {
  return {
    product: { ...product, charged: product.price },
    variant: variant && { ...variant, charged: variant.price ?? product.price },
  };
}
