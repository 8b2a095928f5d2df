import type { Kysely } from 'kysely';

/**
 * Failed sign-ins per e-mail address, kept in the database so that every server replica counts
 * the same attempts. One row per address: the count and when its 15-minute window began.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_attempts')
    .addColumn('email_hash', 'text', (column) => column.primaryKey())
    .addColumn('failures', 'integer', (column) => column.notNull())
    .addColumn('window_started_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('login_attempts_window_idx')
    .on('login_attempts')
    .column('window_started_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_attempts').execute();
}
