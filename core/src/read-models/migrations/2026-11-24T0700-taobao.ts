import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('taobao_accounts')
    .addColumn('seller_id', 'text', (column) => column.primaryKey())
    .addColumn('nick', 'text')
    .addColumn('link_status', 'text', (column) => column.notNull())
    .addColumn('categories', 'jsonb', (column) => column.notNull())
    .addColumn('markup_percent', 'double precision', (column) => column.notNull())
    .addColumn('markup_fixed_fen', 'integer', (column) => column.notNull())
    .addColumn('first_linked_at', 'timestamptz')
    .addColumn('session_expires_at', 'timestamptz')
    .addColumn('suspended_for', 'text')
    .addColumn('notice', 'text')
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('taobao_listings')
    .addColumn('seller_id', 'text', (column) => column.notNull())
    .addColumn('product_id', 'integer', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('num_iid', 'text')
    .addColumn('price_fen', 'integer', (column) => column.notNull())
    .addColumn('quantity', 'integer', (column) => column.notNull())
    .addColumn('delist_reason', 'text')
    .addColumn('last_error', 'text')
    .addColumn('last_synced_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('taobao_listings_pkey', ['seller_id', 'product_id'])
    .execute();

  // Written by the sync jobs themselves: how far each sync got, when it last ran, what failed.
  await db.schema
    .createTable('taobao_syncs')
    .addColumn('seller_id', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('running', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('done', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('total', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('failed', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('cursor', 'timestamptz')
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .addPrimaryKeyConstraint('taobao_syncs_pkey', ['seller_id', 'kind'])
    .execute();

  await db.schema.alterTable('orders').addColumn('taobao_tid', 'text').execute();
  await db.schema
    .createIndex('orders_customer_platform_idx')
    .on('orders')
    .columns(['customer_id', 'platform', 'payment_status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_customer_platform_idx').execute();
  await db.schema.alterTable('orders').dropColumn('taobao_tid').execute();
  await db.schema.dropTable('taobao_syncs').execute();
  await db.schema.dropTable('taobao_listings').execute();
  await db.schema.dropTable('taobao_accounts').execute();
}
