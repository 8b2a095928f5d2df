import {
  createDatabase,
  createDatabasePool,
  createLogger,
  type Database,
  type EventStore,
  type GlobalPosition,
  migrateToLatest,
  PostgresEventStore,
  type RecordedEvent,
} from '@shop/core';
import { createTestDatabase, testEvents } from '@shop/core/testing';
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
    /** `count` test events appended to a new stream, read back as recorded. */
    async appended(stream: string, count: number): Promise<RecordedEvent[]> {
      await store.append(stream, testEvents(count), { expectedRevision: 'no_stream' });
      return store.readStream(stream);
    },
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

/**
 * Waits until `count` events are readable. Readers see an event once no older transaction can
 * still commit, and other tests' transactions on the same server can delay that a little.
 */
export async function untilReadable(store: EventStore, count: number): Promise<void> {
  for (let attempt = 0; attempt < 500; attempt++) {
    if ((await store.readAll({ limit: count })).length >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`fewer than ${count} events readable after 10 seconds`);
}
