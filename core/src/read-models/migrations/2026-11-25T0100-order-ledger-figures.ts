import type { Kysely } from 'kysely';

/** The orders list sums each order's ledger entries (purchase cost, shipping) for its profit. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('wallet_entries_order_idx')
    .on('wallet_entries')
    .columns(['order_number', 'owner_id'])
    .where('order_number', 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('wallet_entries_order_idx').execute();
}
