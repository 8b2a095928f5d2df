/** From this many left down, the product page says how many remain. */
export const lowStockThreshold = 10;

export type StockLevel =
  | { readonly kind: 'in-stock' }
  | { readonly kind: 'low'; readonly left: number }
  | { readonly kind: 'sold-out' };

/** Stock above 0 is in stock; 0 is sold out (spec §3). */
export function stockLevel(stock: number): StockLevel {
  if (stock <= 0) return { kind: 'sold-out' };
  if (stock <= lowStockThreshold) return { kind: 'low', left: stock };
  return { kind: 'in-stock' };
}
