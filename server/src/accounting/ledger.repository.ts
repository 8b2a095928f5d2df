import type { Database, WalletEntryCode, WalletEntryStatus } from '@shop/core';
import { type Kysely, sql } from 'kysely';
import type { ListQuery } from '../admin/simple-rest.js';

export const ledgerSortFields = ['createdAt', 'code', 'status', 'amount'] as const;
export type LedgerSortField = (typeof ledgerSortFields)[number];

const sortColumns = {
  createdAt: 'wallet_entries.occurred_at',
  code: 'wallet_entries.code',
  status: 'wallet_entries.status',
  amount: 'wallet_entries.amount_cents',
} as const;

export interface LedgerFilter {
  /** Null: every wallet (staff). */
  readonly ownerId: string | null;
  readonly codes?: readonly WalletEntryCode[];
  readonly status?: WalletEntryStatus;
  readonly from?: Date;
  readonly to?: Date;
  readonly orderNumber?: string;
  readonly q?: string;
}

function entries(db: Kysely<Database>) {
  return db
    .selectFrom('wallet_entries')
    .leftJoin('users', (join) => join.on(sql<boolean>`users.id::text = wallet_entries.owner_id`))
    .selectAll('wallet_entries')
    .select('users.email');
}

export async function listLedger(
  db: Kysely<Database>,
  filter: LedgerFilter,
  query: Pick<ListQuery<LedgerSortField>, 'sort' | 'offset' | 'limit'>,
) {
  let rows = entries(db);
  if (filter.ownerId !== null) rows = rows.where('wallet_entries.owner_id', '=', filter.ownerId);
  if (filter.codes?.length) rows = rows.where('wallet_entries.code', 'in', [...filter.codes]);
  if (filter.status) rows = rows.where('wallet_entries.status', '=', filter.status);
  if (filter.from) rows = rows.where('wallet_entries.occurred_at', '>=', filter.from);
  if (filter.to) rows = rows.where('wallet_entries.occurred_at', '<', filter.to);
  if (filter.orderNumber) rows = rows.where('wallet_entries.order_number', '=', filter.orderNumber);
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, '\\$&')}%`;
    rows = rows.where((eb) =>
      eb.or([
        eb('wallet_entries.remark', 'ilike', pattern),
        eb('wallet_entries.entry_id', 'ilike', pattern),
        eb('users.email', 'ilike', pattern),
      ]),
    );
  }
  const [page, count] = await Promise.all([
    rows
      .orderBy(sortColumns[query.sort.field], query.sort.order)
      .orderBy('wallet_entries.revision', query.sort.order)
      .orderBy('wallet_entries.owner_id')
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
    rows
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirst(),
  ]);
  return { rows: page, total: Number(count?.total ?? 0) };
}

export function findLedgerEntry(db: Kysely<Database>, ownerId: string, entryId: string) {
  return entries(db)
    .where('wallet_entries.owner_id', '=', ownerId)
    .where('wallet_entries.entry_id', '=', entryId)
    .executeTakeFirst();
}

/** The entries that moved a wallet's balance, in the order they did. */
export function postedEntries(db: Kysely<Database>, ownerId: string) {
  return db
    .selectFrom('wallet_entries')
    .select(['occurred_at as occurredAt', 'direction', 'amount_cents as amountCents'])
    .where('owner_id', '=', ownerId)
    .where('status', '!=', 'pending')
    .orderBy('revision')
    .execute();
}
