import { type Kysely, sql } from 'kysely';

/**
 * The cart page and the cart writes answer from the cart's own stream (server/src/cart), so
 * nothing reads the `carts` read model any more: its projection is gone, and with it the table,
 * its checkpoint and its dead letters (nothing could retry them).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('carts').ifExists().execute();
  await sql`DELETE FROM projection_checkpoints WHERE name = 'carts'`.execute(db);
  await sql`DELETE FROM projection_dead_letters WHERE projection = 'carts'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('carts')
    .addColumn('customer_id', 'uuid', (column) => column.primaryKey())
    .addColumn('lines', 'jsonb', (column) => column.notNull())
    .addColumn('price_changes', 'jsonb', (column) => column.notNull())
    .addColumn('sold_out', 'jsonb', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute();
}
