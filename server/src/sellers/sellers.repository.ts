import type { Database } from '@shop/core';
import { type Kysely, sql } from 'kysely';

export const sellerSortFields = ['createdAt', 'email', 'status', 'balance'] as const;
export type SellerSortField = (typeof sellerSortFields)[number];

const sortColumns = {
  createdAt: 'sellers.created_at',
  email: 'users.email',
  status: 'sellers.status',
  balance: 'balance_cents',
} as const;

function sellersQuery(db: Kysely<Database>) {
  return db
    .selectFrom('sellers')
    .innerJoin('users', 'users.id', 'sellers.account_id')
    .leftJoin('wallets', (join) =>
      join.on(sql<boolean>`wallets.owner_id = sellers.account_id::text`),
    )
    .select([
      'sellers.account_id',
      'sellers.wechat_id',
      'sellers.wechat_nickname',
      'sellers.status',
      'sellers.status_reason',
      'sellers.access_key_masked',
      'sellers.secret_key_masked',
      'sellers.keys_replaced_at',
      'sellers.created_at',
      'users.email',
      'users.display_name',
      (eb) => eb.fn.coalesce('wallets.balance_cents', eb.lit(0)).as('balance_cents'),
    ]);
}

export type SellerListRow = NonNullable<Awaited<ReturnType<typeof findSeller>>>;

export function findSeller(db: Kysely<Database>, accountId: string) {
  return sellersQuery(db).where('sellers.account_id', '=', accountId).executeTakeFirst();
}

export async function listSellers(
  db: Kysely<Database>,
  {
    q,
    status,
    ids,
    sort,
    offset,
    limit,
  }: {
    q?: string;
    status?: 'active' | 'suspended';
    ids?: readonly string[];
    sort: { field: SellerSortField; order: 'asc' | 'desc' };
    offset: number;
    limit: number;
  },
) {
  let query = sellersQuery(db);
  if (q) {
    const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['users.email']), 'like', pattern),
        eb(eb.fn('lower', ['sellers.wechat_id']), 'like', pattern),
        eb(eb.fn('lower', ['sellers.wechat_nickname']), 'like', pattern),
        eb(eb.fn('lower', ['users.display_name']), 'like', pattern),
      ]),
    );
  }
  if (status) query = query.where('sellers.status', '=', status);
  if (ids) query = query.where('sellers.account_id', 'in', ids.length ? [...ids] : ['']);
  const [rows, count] = await Promise.all([
    query
      .orderBy(sortColumns[sort.field], sort.order)
      .orderBy('sellers.account_id')
      .offset(offset)
      .limit(limit)
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}
