import { type Kysely, sql } from 'kysely';

/** The site (1 or 2) and the affiliate an order came through, for staff's filters and report. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('site_id', 'smallint', (column) => column.notNull().defaultTo(1))
    .addColumn('affiliate_id', 'text')
    .execute();
  await db.schema
    .createIndex('orders_affiliate_idx')
    .on('orders')
    .columns(['affiliate_id', 'created_at'])
    .where(sql.ref('affiliate_id'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_affiliate_idx').execute();
  await db.schema.alterTable('orders').dropColumn('affiliate_id').dropColumn('site_id').execute();
}
