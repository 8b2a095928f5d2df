import { type Kysely, sql } from 'kysely';

/** The channel on which a change of `catalogue_version` or `auth_version` is announced. */
export const readModelVersionsChannel = 'shop_read_model_versions';

const announcedTables = ['catalogue_version', 'auth_version'] as const;

/**
 * Announces every change of the read models' versions (`catalogue_version`, `auth_version`) on
 * `shop_read_model_versions`, at the commit of the transaction that made it, whichever process
 * made it: a server that listens keeps the versions it read until one comes
 * (server/src/catalog/watched-versions.ts), instead of reading them again for each burst of
 * requests. A transaction's announcements are folded into one by PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE FUNCTION shop_announce_read_model_versions() RETURNS trigger
    LANGUAGE plpgsql AS $fn$
    BEGIN
      PERFORM pg_notify(${sql.lit(readModelVersionsChannel)}, '');
      RETURN NULL;
    END
    $fn$`.execute(db);
  for (const table of announcedTables) {
    await sql`CREATE TRIGGER ${sql.raw(`${table}_announce`)}
      AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_read_model_versions()`.execute(db);
    await sql`CREATE TRIGGER ${sql.raw(`${table}_truncate_announce`)}
      AFTER TRUNCATE ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_read_model_versions()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of announcedTables) {
    await sql`DROP TRIGGER ${sql.raw(`${table}_announce`)} ON ${sql.table(table)}`.execute(db);
    await sql`DROP TRIGGER ${sql.raw(`${table}_truncate_announce`)} ON ${sql.table(table)}`.execute(
      db,
    );
  }
  await sql`DROP FUNCTION shop_announce_read_model_versions()`.execute(db);
}
