import { type Kysely, sql } from 'kysely';

/** The carts read model as this migration made it (2026-11-26T0900-drop-carts drops it). */
export async function createCartsTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('carts')
    .addColumn('customer_id', 'uuid', (column) => column.primaryKey())
    .addColumn('lines', 'jsonb', (column) => column.notNull())
    .addColumn('price_changes', 'jsonb', (column) => column.notNull())
    .addColumn('sold_out', 'jsonb', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createCartsTable(db);

  await db.schema
    .createTable('orders')
    .addColumn('order_number', 'text', (column) => column.primaryKey())
    .addColumn('customer_id', 'uuid', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('payment_status', 'text', (column) => column.notNull())
    .addColumn('payment_method', 'text', (column) => column.notNull())
    .addColumn('payment_reference', 'text')
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('sub_total_minor', 'bigint', (column) => column.notNull())
    .addColumn('shipping_minor', 'bigint', (column) => column.notNull())
    .addColumn('tax_minor', 'bigint', (column) => column.notNull())
    .addColumn('total_minor', 'bigint', (column) => column.notNull())
    .addColumn('total_usd_cents', 'bigint', (column) => column.notNull())
    .addColumn('lines', 'jsonb', (column) => column.notNull())
    .addColumn('recipient', 'jsonb', (column) => column.notNull())
    .addColumn('courier', 'jsonb', (column) => column.notNull())
    .addColumn('tracking_number', 'text')
    .addColumn('carrier_id', 'integer')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('orders_customer_idx')
    .on('orders')
    .columns(['customer_id', 'created_at desc'])
    .execute();

  await db.schema
    .createTable('wallets')
    .addColumn('owner_id', 'text', (column) => column.primaryKey())
    .addColumn('balance_cents', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute();

  // Operational state: which order a client's retried request already made.
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('customer_id', 'uuid', (column) => column.notNull())
    .addColumn('key', 'text', (column) => column.notNull())
    .addColumn('request_hash', 'text', (column) => column.notNull())
    .addColumn('order_number', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['customer_id', 'key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
  await db.schema.dropTable('wallets').execute();
  await db.schema.dropTable('orders').execute();
  await db.schema.dropTable('carts').execute();
}
