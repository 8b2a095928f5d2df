/**
 * The product categories the shop sells, in showcase order; each names its `/collection/` page.
 * The showcase lists them until `GET /api/categories` has answered (or if it fails).
 */
export const categories = ['sweets', 'teas', 'snacks', 'beverages', 'gums'] as const;

export type Category = (typeof categories)[number];

export function isCategory(value: string): value is Category {
  return (categories as readonly string[]).includes(value);
}
