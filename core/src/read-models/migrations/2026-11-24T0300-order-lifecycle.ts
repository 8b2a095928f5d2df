import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('revision', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('issue_from', 'text')
    .addColumn('courier_status', 'text')
    .addColumn('weight_grams', 'integer')
    .addColumn('shipping_fee_cents', 'bigint')
    .addColumn('country', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('platform', 'text', (column) => column.notNull().defaultTo('shop'))
    .execute();
  await sql`update orders set country = coalesce(recipient->>'country', '')`.execute(db);
  // The back office lists orders by status tab, newest first.
  await db.schema
    .createIndex('orders_status_created_idx')
    .on('orders')
    .columns(['status', 'created_at desc'])
    .execute();
  await db.schema
    .createIndex('orders_created_idx')
    .on('orders')
    .columns(['created_at desc'])
    .execute();

  await db.schema
    .createTable('shipments')
    .addColumn('shipment_id', 'text', (column) => column.primaryKey())
    .addColumn('order_number', 'text', (column) => column.notNull())
    .addColumn('carrier_id', 'integer', (column) => column.notNull())
    .addColumn('tracking_number', 'text', (column) => column.notNull())
    .addColumn('weight_grams', 'integer', (column) => column.notNull())
    .addColumn('shipping_fee_cents', 'bigint', (column) => column.notNull())
    .addColumn('dispatched', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('courier_status', 'text')
    .addColumn('scans', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('last_scan_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute();
  // What the tracking poller walks: parcels on their way.
  await sql`create index shipments_in_transit_idx on shipments (shipment_id)
    where dispatched and courier_status is distinct from 'Delivered'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shipments').execute();
  await db.schema.dropIndex('orders_created_idx').execute();
  await db.schema.dropIndex('orders_status_created_idx').execute();
  await db.schema
    .alterTable('orders')
    .dropColumn('revision')
    .dropColumn('issue_from')
    .dropColumn('courier_status')
    .dropColumn('weight_grams')
    .dropColumn('shipping_fee_cents')
    .dropColumn('country')
    .dropColumn('platform')
    .execute();
}
