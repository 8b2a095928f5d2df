import { currencies, type Database, type Language, type ProductRow } from '@shop/core';
import { type Kysely, sql } from 'kysely';
import { type ProductFilter, productConditions } from './product-filter.js';

export const productSorts = ['a-z', 'z-a', 'low', 'high', 'newest'] as const;
export type ProductSort = (typeof productSorts)[number];

export interface ProductPage {
  readonly rows: ProductRow[];
  readonly total: number;
}

/**
 * One page of the catalogue.
 *
 * @example
 * const { rows, total } = await listProducts(db, { category: 'sweets', currency: 'USD' }, 'low', 'en-US', 0, 12);
 */
export async function listProducts(
  db: Kysely<Database>,
  filter: ProductFilter,
  sort: ProductSort,
  language: Language,
  offset: number,
  limit: number,
): Promise<ProductPage> {
  const title = sql<string>`coalesce(titles->>${language}, titles->>'en-US')`;
  let query = db
    .selectFrom('products')
    .selectAll()
    .where((eb) => productConditions(eb, filter));
  query =
    sort === 'a-z'
      ? query.orderBy(title, 'asc')
      : sort === 'z-a'
        ? query.orderBy(title, 'desc')
        : sort === 'low'
          ? query.orderBy('charged_cents', 'asc')
          : sort === 'high'
            ? query.orderBy('charged_cents', 'desc')
            : query.orderBy('listed_at', 'desc');
  const [rows, count] = await Promise.all([
    query.orderBy('id', 'asc').offset(offset).limit(limit).execute(),
    db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where((eb) => productConditions(eb, filter))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function findListedProduct(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('products')
    .selectAll()
    .where('id', '=', id)
    .where('listed', '=', true)
    .executeTakeFirst();
}

/** Others of the same category, in stock first. */
export function relatedProducts(db: Kysely<Database>, product: ProductRow, limit = 8) {
  return db
    .selectFrom('products')
    .selectAll()
    .where('category', '=', product.category)
    .where('listed', '=', true)
    .where('id', '!=', product.id)
    .orderBy(sql`stock > 0`, 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
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
        sql<number | null>`round(min(charged_cents) * ${rate}::numeric / 100, ${decimals})`.as(
          'min',
        ),
        sql<number | null>`round(max(charged_cents) * ${rate}::numeric / 100, ${decimals})`.as(
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
