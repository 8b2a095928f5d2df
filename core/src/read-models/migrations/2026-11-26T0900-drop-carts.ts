import { type Kysely, sql } from 'kysely';
import { createCartsTable } from './2026-11-23T0200-carts-and-orders.js';

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
  await createCartsTable(db);
}
