import { type CurrencyCode, currencies, type Database, toUsdCents } from '@shop/core';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';

export interface ProductFilter {
  readonly category?: string;
  readonly brands?: readonly string[];
  readonly colors?: readonly string[];
  readonly sizes?: readonly string[];
  readonly tags?: readonly string[];
  readonly collection?: string;
  /** Lowercased; a substring of a title in any language. */
  readonly keyword?: string;
  /** On the charged price, in `currency`'s major units, as the shopper sees it. */
  readonly minPrice?: number;
  readonly maxPrice?: number;
  readonly currency: CurrencyCode;
}

type Where = ExpressionBuilder<Database, 'products'>;

/**
 * A product's charged price in US cents as of the query: its list price once its sale has
 * ended. A sale ends by the clock, with no event to move the row, so the catalogue's order,
 * price filter and price range read it this way rather than from `charged_cents` alone (which
 * keeps the sale price until the next edit). The sort gives up the `charged_cents` index for
 * it; the filter still narrows through that index, since a price only rises when a sale ends.
 */
export const chargedNow = sql<number>`(CASE WHEN sale_ends_at <= now() THEN price_cents ELSE charged_cents END)`;

/** The conditions of a filter; only listed products are ever shown. */
export function productConditions(eb: Where, filter: ProductFilter): Expression<SqlBool> {
  const all: Expression<SqlBool>[] = [eb('listed', '=', true)];
  if (filter.category) all.push(eb('category', '=', filter.category));
  if (filter.brands?.length)
    all.push(
      eb(
        'brand_key',
        'in',
        filter.brands.map((brand) => brand.toLowerCase()),
      ),
    );
  if (filter.colors?.length) all.push(overlaps('colors', filter.colors));
  if (filter.sizes?.length) all.push(overlaps('sizes', filter.sizes));
  if (filter.tags?.length)
    all.push(
      overlaps(
        'tags',
        filter.tags.map((tag) => tag.toLowerCase()),
      ),
    );
  if (filter.collection) all.push(overlaps('collections', [filter.collection]));
  if (filter.keyword) all.push(eb('search_text', 'like', `%${escapeLike(filter.keyword)}%`));
  if (filter.minPrice !== undefined || filter.maxPrice !== undefined) {
    all.push(...priceConditions(eb, filter));
  }
  return eb.and(all);
}

/**
 * The index narrows by cents with a cent of slack either side; the exact test is on the price
 * converted and rounded as the shopper sees it, so a bound typed from the page always holds.
 */
function priceConditions(eb: Where, { minPrice, maxPrice, currency }: ProductFilter) {
  const { rate, decimals } = currencies[currency];
  const shown = sql<number>`round(${chargedNow} * ${rate}::numeric / 100, ${decimals})`;
  const conditions: Expression<SqlBool>[] = [];
  if (minPrice !== undefined) {
    conditions.push(
      eb.or([
        eb('charged_cents', '>=', toUsdCents(minPrice, currency) - 1),
        eb('sale_ends_at', '<=', sql<Date>`now()`),
      ]),
    );
    conditions.push(eb(shown, '>=', minPrice));
  }
  if (maxPrice !== undefined) {
    conditions.push(eb('charged_cents', '<=', toUsdCents(maxPrice, currency) + 1));
    conditions.push(eb(shown, '<=', maxPrice));
  }
  return conditions;
}

function overlaps(column: 'colors' | 'sizes' | 'tags' | 'collections', values: readonly string[]) {
  return sql<SqlBool>`${sql.ref(column)} && ${sql.val([...values])}::text[]`;
}

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}
