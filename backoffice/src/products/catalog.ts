/**
 * The catalogue's vocabularies as the server's product rules know them. Choice names are
 * translation keys, so SelectInput and SelectField show them in the reader's language.
 */

/** The categories the seed uses; the server takes any lowercase slug, so these are suggestions. */
export const CATEGORIES = [
  'sweets',
  'teas',
  'snacks',
  'beverages',
  'gums',
  'instant-noodles',
  'seasonings',
  'breakfast',
] as const;

export const COLLECTIONS = [
  'new products',
  'best sellers',
  'featured products',
  'on sale',
  'new arrival',
  'trending product',
] as const;

export const COLORS = ['white', 'grey', 'red', 'purple', 'blue', 'yellow', 'green'] as const;

/** At or below this many units a product is flagged as running low. */
export const LOW_STOCK = 5;

export interface Choice {
  id: string;
  name: string;
}

const choicesOf = (values: readonly string[], group: string): Choice[] =>
  values.map((value) => ({
    id: value,
    name: `resources.products.${group}.${value.replaceAll(' ', '_')}`,
  }));

export const categoryChoices = choicesOf(CATEGORIES, 'categories');
export const collectionChoices = choicesOf(COLLECTIONS, 'collections');
export const colorChoices = choicesOf(COLORS, 'colors');

/**
 * Turns what was typed into a slug the server accepts, when it can.
 *
 * @example
 * toCategorySlug('  Frozen Food ') // 'frozen-food'
 */
export const toCategorySlug = (text: string): string =>
  text.trim().toLowerCase().replace(/\s+/g, '-');

/**
 * The known categories, plus `slug` when it is another one (a record's or a filter's), named by
 * its slug since it has no translation.
 *
 * @example
 * categoryChoicesWith('condiments').at(-1) // { id: 'condiments', name: 'condiments' }
 */
export const categoryChoicesWith = (...slugs: (string | null | undefined)[]): Choice[] => {
  const choices = [...categoryChoices];
  for (const slug of slugs) {
    if (slug && !choices.some((choice) => choice.id === slug)) {
      choices.push({ id: slug, name: slug });
    }
  }
  return choices;
};

/**
 * The translation key of a category's name; a category outside the known list has none, and
 * callers fall back to its slug.
 *
 * @example
 * categoryNameKey('instant-noodles') // 'resources.products.categories.instant-noodles'
 */
export const categoryNameKey = (slug: string): string => `resources.products.categories.${slug}`;

/**
 * Where the storefront serves a product image (drawn by the server).
 *
 * @example
 * productImageUrl(101, 1) // '/images/products/101-1.svg'
 */
export const productImageUrl = (productId: number, imageId: number): string =>
  `/images/products/${productId}-${imageId}.svg`;

export type StockLevel = 'sold_out' | 'low' | 'in_stock';

/**
 * @example
 * stockLevel(0) // 'sold_out'
 * stockLevel(3) // 'low'
 */
export const stockLevel = (stock: number): StockLevel => {
  if (stock <= 0) return 'sold_out';
  if (stock <= LOW_STOCK) return 'low';
  return 'in_stock';
};

/**
 * US dollars charged for a price less a discount, rounded to the cent the way the server does.
 *
 * @example
 * chargedPrice(12.99, 20) // 10.39
 */
export const chargedPrice = (price: number, discount: number): number => {
  const cents = Math.round(price * 100);
  return Math.round((cents * (100 - discount)) / 100) / 100;
};
