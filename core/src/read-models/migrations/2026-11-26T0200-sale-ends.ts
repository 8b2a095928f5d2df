import { type Kysely, sql } from 'kysely';

/** When a product's sale ends: catalogue reads stop showing it from then on. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').addColumn('sale_ends_at', 'timestamptz').execute();
  await db.schema
    .createIndex('products_sale_ends_idx')
    .on('products')
    .column('sale_ends_at')
    .where(sql.ref('sale_ends_at'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('sale_ends_at').execute();
}
