import type { Kysely } from 'kysely';

/** Where the customer approves a started payment, so a retried checkout can send them again. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('payment_url', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('payment_url').execute();
}
