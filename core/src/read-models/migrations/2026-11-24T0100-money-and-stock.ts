import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('product_stock')
    .addColumn('product_id', 'integer', (column) => column.primaryKey())
    .addColumn('available', 'integer', (column) => column.notNull())
    .addColumn('reserved', 'integer', (column) => column.notNull())
    .addColumn('committed', 'integer', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute();

  await db.schema
    .alterTable('orders')
    .addColumn('in_progress', 'boolean', (column) => column.notNull().defaultTo(true))
    .addColumn('note', 'text')
    .addColumn('refund_status', 'text', (column) => column.notNull().defaultTo('none'))
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('payment_id', 'text', (column) => column.primaryKey())
    .addColumn('purpose', 'text', (column) => column.notNull())
    .addColumn('order_number', 'text')
    .addColumn('account_id', 'text')
    .addColumn('stage', 'text', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('value', 'text', (column) => column.notNull())
    .addColumn('usd_cents', 'bigint', (column) => column.notNull())
    .addColumn('approve_url', 'text')
    .addColumn('capture_id', 'text')
    .addColumn('refunded_minor', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('message', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('payments_account_idx')
    .on('payments')
    .columns(['account_id', 'created_at desc'])
    .execute();

  await db.schema
    .createTable('wallet_entries')
    .addColumn('owner_id', 'text', (column) => column.notNull())
    .addColumn('entry_id', 'text', (column) => column.notNull())
    .addColumn('revision', 'integer', (column) => column.notNull())
    .addColumn('direction', 'text', (column) => column.notNull())
    .addColumn('amount_cents', 'bigint', (column) => column.notNull())
    .addColumn('balance_cents', 'bigint', (column) => column.notNull())
    .addColumn('code', 'text', (column) => column.notNull())
    .addColumn('remark', 'text', (column) => column.notNull())
    .addColumn('order_number', 'text')
    .addColumn('caused_by', 'text')
    .addColumn('actor', 'text', (column) => column.notNull())
    .addColumn('correlation_id', 'text', (column) => column.notNull())
    .addColumn('occurred_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('wallet_entries_pkey', ['owner_id', 'revision'])
    .execute();

  // Operational state, like the dead letters: steps that ran out of retries, for staff to see.
  await db.schema
    .createTable('workflow_failures')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('workflow', 'text', (column) => column.notNull())
    .addColumn('step', 'text', (column) => column.notNull())
    .addColumn('source_key', 'text', (column) => column.notNull())
    .addColumn('source', 'jsonb', (column) => column.notNull())
    .addColumn('error', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull())
    .addColumn('failed_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('retry_requested_at', 'timestamptz')
    .addColumn('retry_requested_by', 'text')
    .addColumn('resolved_at', 'timestamptz')
    .addUniqueConstraint('workflow_failures_source_key', ['workflow', 'step', 'source_key'])
    .execute();

  // Checkout decides on the customer's own stream now (`checkout-<customerId>`).
  await db.schema.dropTable('idempotency_keys').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('workflow_failures').execute();
  await db.schema.dropTable('wallet_entries').execute();
  await db.schema.dropTable('payments').execute();
  await db.schema
    .alterTable('orders')
    .dropColumn('in_progress')
    .dropColumn('note')
    .dropColumn('refund_status')
    .execute();
  await db.schema.dropTable('product_stock').execute();
}
