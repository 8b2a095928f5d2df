import { currencies, type Database, type Language } from '@shop/core';
import { type Kysely, sql } from 'kysely';
import { type ProductCard, productCardColumns, titleIn } from './product-card.query.js';
import { chargedNow, type ProductFilter, productConditions } from './product-filter.js';

export const productSorts = ['a-z', 'z-a', 'low', 'high', 'newest'] as const;
export type ProductSort = (typeof productSorts)[number];

export interface ProductPage {
  readonly rows: ProductCard[];
  readonly total: number;
}

/**
 * One page of the catalogue, read through the index of its order. `total` comes from `countProducts`
 * (cache it per catalogue version: a count walks every match).
 *
 * @example
 * const rows = await listProducts(db, { category: 'sweets', currency: 'USD' }, 'low', 'en-US', 0, 12);
 */
export function listProducts(
  db: Kysely<Database>,
  filter: ProductFilter,
  sort: ProductSort,
  language: Language,
  offset: number,
  limit: number,
  options: { salesEnded?: boolean } = {},
): Promise<ProductCard[]> {
  return listProductsQuery(db, filter, sort, language, options)
    .offset(offset)
    .limit(limit)
    .execute();
}

/**
 * The query of `listProducts` before its page is cut, e.g. to `explain()` it. A price order walks
 * the `charged_cents` index; once a sale has ended (`salesEnded`), the rows of such products
 * hold a price that no longer applies, so the order is by the price charged now, which sorts
 * the matches instead.
 */
export function listProductsQuery(
  db: Kysely<Database>,
  filter: ProductFilter,
  sort: ProductSort,
  language: Language,
  { salesEnded = false }: { salesEnded?: boolean } = {},
) {
  const title = titleIn(language);
  const price = salesEnded ? chargedNow : sql.ref<number>('charged_cents');
  let query = db
    .selectFrom('products')
    .select(productCardColumns(language))
    .where((eb) => productConditions(eb, filter));
  query =
    sort === 'a-z'
      ? query.orderBy(title, 'asc')
      : sort === 'z-a'
        ? query.orderBy(title, 'desc')
        : sort === 'low'
          ? query.orderBy(price, 'asc')
          : sort === 'high'
            ? query.orderBy(price, 'desc')
            : query.orderBy('listed_at', 'desc');
  // Ties in id order; a descending order walks its index backwards and sorts only the ties.
  return query.orderBy('id', 'asc');
}

/** How many listed products match `filter`. */
export async function countProducts(db: Kysely<Database>, filter: ProductFilter): Promise<number> {
  const { total } = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where((eb) => productConditions(eb, filter))
    .executeTakeFirstOrThrow();
  return Number(total);
}

export function findListedProduct(db: Kysely<Database>, id: number, language: Language) {
  return db
    .selectFrom('products')
    .select(productCardColumns(language))
    .where('id', '=', id)
    .where('listed', '=', true)
    .executeTakeFirst();
}

/**
 * Others of the same category, in stock first, each part by id. Two walks of the (category, id)
 * index that stop at `limit`, rather than sorting the whole category by stock.
 */
export async function relatedProducts(
  db: Kysely<Database>,
  product: Pick<ProductCard, 'id' | 'category'>,
  language: Language,
  limit = 8,
): Promise<ProductCard[]> {
  const others = (inStock: boolean, count: number) =>
    db
      .selectFrom('products')
      .select(productCardColumns(language))
      .where('category', '=', product.category)
      .where('listed', '=', true)
      .where('id', '!=', product.id)
      .where('stock', inStock ? '>' : '<=', 0)
      .orderBy('id')
      .limit(count)
      .execute();
  const inStock = await others(true, limit);
  if (inStock.length === limit) return inStock;
  return [...inStock, ...(await others(false, limit - inStock.length))];
}

export async function categoryCounts(db: Kysely<Database>) {
  return db
    .selectFrom('products')
    .select(['category', (eb) => eb.fn.countAll<number>().as('count')])
    .where('listed', '=', true)
    .groupBy('category')
    .orderBy('category')
    .execute();
}

/** What the filter sidebar offers within a category, with how many products each has. */
export async function productFacets(db: Kysely<Database>, filter: ProductFilter) {
  const base = () => db.selectFrom('products').where((eb) => productConditions(eb, filter));
  const unnested = (column: 'colors' | 'sizes' | 'tags') =>
    db
      .selectFrom(
        base()
          .select(sql<string>`unnest(${sql.ref(column)})`.as('value'))
          .as('values'),
      )
      .select(['value', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('value')
      .orderBy('value')
      .execute();
  const { rate, decimals } = currencies[filter.currency];
  const [brands, colors, sizes, tags, price] = await Promise.all([
    base()
      .select(['brand', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('brand')
      .orderBy('brand')
      .execute(),
    unnested('colors'),
    unnested('sizes'),
    unnested('tags'),
    base()
      .select([
        sql<number | null>`round(min(${chargedNow}) * ${rate}::numeric / 100, ${decimals})`.as(
          'min',
        ),
        sql<number | null>`round(max(${chargedNow}) * ${rate}::numeric / 100, ${decimals})`.as(
          'max',
        ),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    brands: brands.map(({ brand, count }) => ({ value: brand, count: Number(count) })),
    colors: colors.map(({ value, count }) => ({ value, count: Number(count) })),
    sizes: sizes.map(({ value, count }) => ({ value, count: Number(count) })),
    tags: tags.map(({ value, count }) => ({ value, count: Number(count) })),
    price: { min: numberOrNull(price.min), max: numberOrNull(price.max) },
  };
}

function numberOrNull(value: number | string | null): number | null {
  return value === null ? null : Number(value);
}
