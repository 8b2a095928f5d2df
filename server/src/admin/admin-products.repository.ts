import type { Database } from '@shop/core';
import type { Kysely } from 'kysely';
import { escapeLike } from '../catalog/product-filter.js';
import type { ListQuery } from './simple-rest.js';

export const adminProductSortFields = ['id', 'price', 'stock', 'brand'] as const;
export type AdminProductSortField = (typeof adminProductSortFields)[number];

const sortColumns = {
  id: 'id',
  price: 'price_cents',
  stock: 'stock',
  brand: 'brand_key',
} as const;

export interface AdminProductFilter {
  readonly ids?: readonly number[];
  readonly q?: string;
  readonly category?: string;
  readonly brand?: string;
  readonly listed?: boolean;
}

export async function listAdminProducts(
  db: Kysely<Database>,
  filter: AdminProductFilter,
  query: Pick<ListQuery<AdminProductSortField>, 'sort' | 'offset' | 'limit'>,
) {
  const base = () =>
    db.selectFrom('products').where((eb) => {
      const all = [];
      if (filter.ids) all.push(eb('id', 'in', filter.ids.length ? [...filter.ids] : [0]));
      if (filter.q) all.push(eb('search_text', 'like', `%${escapeLike(filter.q.toLowerCase())}%`));
      if (filter.category) all.push(eb('category', '=', filter.category));
      if (filter.brand) all.push(eb('brand_key', '=', filter.brand.toLowerCase()));
      if (filter.listed !== undefined) all.push(eb('listed', '=', filter.listed));
      return eb.and(all);
    });
  const [rows, count] = await Promise.all([
    base()
      .selectAll()
      .orderBy(sortColumns[query.sort.field], query.sort.order)
      .orderBy('id', query.sort.order)
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
    base()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function findProduct(db: Kysely<Database>, id: number) {
  return db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
}
