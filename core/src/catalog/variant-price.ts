import type { ProductPrice, ProductVariant } from './product.events.js';

/** The price that applies to one unit of a product, or of one of its variants, at a moment. */
export interface UnitPrice {
  /** US cents before any sale. */
  readonly priceCents: number;
  /** The sale's percentage off, 0 when there is no sale (or it has ended). */
  readonly discountPercent: number;
  /** US cents actually charged: the price less the discount, rounded to the cent. */
  readonly chargedCents: number;
}

/** Whether the product's sale still runs at `now`: a sale without an end date runs until edited. */
export function saleRunning(price: Pick<ProductPrice, 'saleEndsAt'>, now: Date): boolean {
  return price.saleEndsAt === undefined || Date.parse(price.saleEndsAt) > now.getTime();
}

/**
 * A unit's price: the variant's own price and discount where it has them, the product's
 * otherwise; once the sale has ended no discount applies, whoever carried it.
 *
 * @example unitPrice({ priceCents: 199, discountPercent: 0 }, { ...box, priceCents: 1999 }, now)
 *   // → { priceCents: 1999, discountPercent: 0, chargedCents: 1999 }
 */
export function unitPrice(
  price: ProductPrice,
  variant: Pick<ProductVariant, 'priceCents' | 'discountPercent'> | undefined,
  now: Date,
): UnitPrice {
  const priceCents = variant?.priceCents ?? price.priceCents;
  const discountPercent = saleRunning(price, now)
    ? (variant?.discountPercent ?? price.discountPercent)
    : 0;
  return {
    priceCents,
    discountPercent,
    chargedCents: Math.round((priceCents * (100 - discountPercent)) / 100),
  };
}

/** The lowest and highest charged price over a product's variants (its own price if it has none). */
export function chargedRange(
  price: ProductPrice,
  variants: readonly Pick<ProductVariant, 'priceCents' | 'discountPercent'>[],
  now: Date,
): { readonly minCents: number; readonly maxCents: number } {
  const charged = (variants.length ? variants : [undefined]).map(
    (variant) => unitPrice(price, variant, now).chargedCents,
  );
  return { minCents: Math.min(...charged), maxCents: Math.max(...charged) };
}

/** How a shopper tells a variant apart: its pack size and colour ("12 pack · green"). */
export function variantName(variant: Pick<ProductVariant, 'size' | 'color'>): string {
  return [variant.size, variant.color].filter(Boolean).join(' · ');
}
