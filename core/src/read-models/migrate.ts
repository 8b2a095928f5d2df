import { type Kysely, Migrator, sql } from 'kysely';
import type { Database } from './database.js';
import { migrations } from './migrations/index.js';

/**
 * Brings the read-model schema to the latest migration; several processes may call it at once.
 *
 * @example
 * await migrateToLatest(db);
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  return db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(hashtext('shop:read-model-migrations'))`.execute(connection);
    try {
      const migrator = new Migrator({
        db: connection,
        provider: { getMigrations: async () => migrations },
      });
      const { error, results = [] } = await migrator.migrateToLatest();
      if (error) throw error;
      return results.map((result) => result.migrationName);
    } finally {
      await sql`SELECT pg_advisory_unlock(hashtext('shop:read-model-migrations'))`.execute(
        connection,
      );
    }
  });
}
