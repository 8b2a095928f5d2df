import { type Kysely, sql } from 'kysely';

/**
 * `auth_version`: one row whose version moves whenever what a session lookup answers may have
 * changed: a session revoked or deleted, a user's email, role, name or language changed, a
 * seller record added, removed or its status changed (an active seller's role), or any of those
 * tables emptied. Triggers move it, so every process's writes (the server's revocations, the
 * projections' users and sellers, the workers' purge) count. A server keeps session lookups for
 * as long as it stays put (server/src/auth/session-cache.ts). Signing in (a new session) does not
 * move it: a lookup that found nothing is not kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE auth_version (
    singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
    version bigint NOT NULL
  )`.execute(db);
  await sql`INSERT INTO auth_version (singleton, version) VALUES (true, 1)`.execute(db);
  await sql`CREATE FUNCTION shop_move_auth_version() RETURNS trigger
    LANGUAGE plpgsql AS $fn$
    BEGIN
      UPDATE auth_version SET version = version + 1 WHERE singleton;
      RETURN NULL;
    END
    $fn$`.execute(db);
  await sql`CREATE TRIGGER sessions_auth_version AFTER UPDATE OR DELETE ON sessions
    FOR EACH STATEMENT EXECUTE FUNCTION shop_move_auth_version()`.execute(db);
  await sql`CREATE TRIGGER users_auth_version AFTER UPDATE OF email, role, display_name, language
    OR DELETE ON users
    FOR EACH STATEMENT EXECUTE FUNCTION shop_move_auth_version()`.execute(db);
  await sql`CREATE TRIGGER sellers_auth_version AFTER INSERT OR UPDATE OF status, account_id
    OR DELETE ON sellers
    FOR EACH STATEMENT EXECUTE FUNCTION shop_move_auth_version()`.execute(db);
  for (const table of ['sessions', 'users', 'sellers']) {
    await sql`CREATE TRIGGER ${sql.raw(`${table}_truncate_auth_version`)} AFTER TRUNCATE
      ON ${sql.table(table)} FOR EACH STATEMENT
      EXECUTE FUNCTION shop_move_auth_version()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sessions', 'users', 'sellers']) {
    await sql`DROP TRIGGER ${sql.raw(`${table}_auth_version`)} ON ${sql.table(table)}`.execute(db);
    await sql`DROP TRIGGER ${sql.raw(`${table}_truncate_auth_version`)} ON ${sql.table(table)}`.execute(
      db,
    );
  }
  await sql`DROP FUNCTION shop_move_auth_version()`.execute(db);
  await sql`DROP TABLE auth_version`.execute(db);
}
