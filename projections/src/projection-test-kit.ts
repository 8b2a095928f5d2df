import {
  createDatabase,
  createDatabasePool,
  createLogger,
  type Database,
  type GlobalPosition,
  migrateToLatest,
  PostgresEventStore,
} from '@shop/core';
import { createTestDatabase } from '@shop/core/testing';
import type { Kysely } from 'kysely';

/** A fresh database with the read-model schema, an event store on it, and a silent logger. */
export async function createProjectionTestKit() {
  const database = await createTestDatabase();
  const store = await PostgresEventStore.connect({ connectionString: database.url });
  const pool = createDatabasePool(database.url);
  const db = createDatabase(pool);
  await migrateToLatest(db);
  const logger = createLogger('test', process.env.TEST_LOG_LEVEL ?? 'silent');
  return {
    url: database.url,
    store,
    pool,
    db,
    logger,
    async close() {
      await store.close();
      await db.destroy();
      await database.drop();
    },
  };
}

export type ProjectionTestKit = Awaited<ReturnType<typeof createProjectionTestKit>>;

export async function eventLogRows(db: Kysely<Database>) {
  return db.selectFrom('event_log').selectAll().orderBy('position').execute();
}

export function lastOf(positions: readonly { position: GlobalPosition }[]): GlobalPosition {
  const last = positions.at(-1);
  if (!last) throw new Error('no positions');
  return last.position;
}
