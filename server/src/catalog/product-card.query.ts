import type { Language } from '@shop/core';
import { sql } from 'kysely';

/**
 * A product's title in `language` (the English one when it has none): what the a-z and z-a
 * orders sort by. Written with the language as a literal, so it matches the migration's
 * per-language index expression.
 */
export function titleIn(language: Language) {
  return sql<string>`coalesce(titles->>${sql.lit(language)}, titles->>'en-US')`;
}

/**
 * The columns a product answer needs in one language: the title and description in that
 * language only, never the four-language JSON columns whole.
 */
export function productCardColumns(language: Language) {
  return [
    'id',
    titleIn(language).as('title'),
    sql<string>`coalesce(descriptions->>${sql.lit(language)}, descriptions->>'en-US')`.as(
      'description',
    ),
    'category',
    'brand',
    'collections',
    'tags',
    'is_new',
    'weight_grams',
    'variants',
    'images',
    'video_url',
    'price_cents',
    'discount_percent',
    'charged_cents',
    'stock',
  ] as const;
}

export interface ProductCard {
  readonly id: number;
  readonly title: string;
  readonly description: string;
  readonly category: string;
  readonly brand: string;
  readonly collections: string[];
  readonly tags: string[];
  readonly is_new: boolean;
  readonly weight_grams: number;
  readonly variants: unknown[];
  readonly images: unknown[];
  readonly video_url: string | null;
  readonly price_cents: number;
  readonly discount_percent: number;
  readonly charged_cents: number;
  readonly stock: number;
}
