import { type Kysely, sql } from 'kysely';

/**
 * The counters of the abuse limits when they are kept in PostgreSQL (no `REDIS_URL`), in the
 * layout rate-limiter-flexible's PostgreSQL store reads and writes: one row per limiter and key,
 * its points and when its window ends (epoch milliseconds). They replace `login_attempts`, which
 * counted failed sign-ins per e-mail address alone, so a stranger could lock an owner out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(255)', (column) => column.primaryKey())
    .addColumn('points', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
  await db.schema
    .createIndex('rate_limits_expire_idx')
    .on('rate_limits')
    .column('expire')
    .execute();
  await db.schema.dropTable('login_attempts').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
  await sql`CREATE TABLE login_attempts (email_hash text PRIMARY KEY, failures integer NOT NULL, window_started_at timestamptz NOT NULL)`.execute(
    db,
  );
}
