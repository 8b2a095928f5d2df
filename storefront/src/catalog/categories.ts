/** The product categories the shop sells, in showcase order; each names its `/collection/` page. */
export const categories = ['sweets', 'teas', 'snacks', 'beverages', 'gums'] as const;

export type Category = (typeof categories)[number];
