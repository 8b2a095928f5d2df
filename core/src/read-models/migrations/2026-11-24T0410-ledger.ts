import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('wallet_entries')
    .addColumn('status', 'text', (column) => column.notNull().defaultTo('posted'))
    .addColumn('reverses', 'text')
    .addColumn('foreign_amount', 'jsonb')
    .execute();
  await db.schema
    .createIndex('wallet_entries_entry_idx')
    .on('wallet_entries')
    .columns(['owner_id', 'entry_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('wallet_entries_time_idx')
    .on('wallet_entries')
    .columns(['occurred_at desc'])
    .execute();
  // Revenue: what the buyer paid on the seller's platform (Taobao), when the order came from one.
  await db.schema.alterTable('orders').addColumn('sale_usd_cents', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('sale_usd_cents').execute();
  await db.schema.dropIndex('wallet_entries_time_idx').execute();
  await db.schema.dropIndex('wallet_entries_entry_idx').execute();
  await db.schema
    .alterTable('wallet_entries')
    .dropColumn('status')
    .dropColumn('reverses')
    .dropColumn('foreign_amount')
    .execute();
}
