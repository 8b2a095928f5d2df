import { createDatabase, type Database, migrateToLatest, PostgresEventStore } from '@shop/core';
import { createTestDatabase, type TestDatabase, testEvents } from '@shop/core/testing';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lagCountedUpTo, projectionLag } from './projection-lag.js';

/** The lag staff's health page and the metrics show, on a store far ahead of a checkpoint. */
describe('projection lag', () => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  let store: PostgresEventStore;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDatabase(database.url);
    await migrateToLatest(db);
    store = await PostgresEventStore.connect({ connectionString: database.url });
  });
  afterAll(async () => {
    await store?.close();
    await db?.destroy();
    await database?.drop();
  });

  it('is exact below the cap and stops counting at it, however far behind', async () => {
    // No checkpoint row yet: the projection has seen nothing, so every event is behind it.
    await store.append('lag-short', testEvents(7), { expectedRevision: 'no_stream' });
    expect((await projectionLag(db, store, 'never-ran')).lag).toBe(7);

    await store.append('lag-long', testEvents(lagCountedUpTo + 50), {
      expectedRevision: 'no_stream',
    });
    expect(await store.countAfter({ commit: 0n, prepare: 0n })).toBe(lagCountedUpTo + 57);
    expect((await projectionLag(db, store, 'never-ran')).lag).toBe(lagCountedUpTo);
  });
});
