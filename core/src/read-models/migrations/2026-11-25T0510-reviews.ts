import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('product_reviews')
    // `<productId>-<customerId>`, the review stream's id.
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('product_id', 'integer', (column) => column.notNull())
    .addColumn('customer_id', 'uuid', (column) => column.notNull())
    .addColumn('author_name', 'text', (column) => column.notNull())
    .addColumn('rating', 'smallint', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('order_number', 'text', (column) => column.notNull())
    .addColumn('hidden', 'boolean', (column) => column.notNull())
    .addColumn('hidden_reason', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('product_reviews_by_product')
    .on('product_reviews')
    .columns(['product_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('product_reviews_newest')
    .on('product_reviews')
    .columns(['created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('product_reviews').execute();
}
