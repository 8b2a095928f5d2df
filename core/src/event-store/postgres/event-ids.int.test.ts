import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { testEvents, testMetadata, uniqueStream } from '../../testing/test-events.js';
import { PostgresEventStore } from './postgres-event-store.js';

const timeOrdered = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * Events appended without an id get a time-ordered one (UUID version 7), so the unique index on
 * event ids grows at its end rather than at random pages; an id the caller gives (derived from a
 * command's cause) is kept as it is.
 */
describe('event ids the store gives', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;
  beforeAll(async () => {
    database = await createTestDatabase();
    store = await PostgresEventStore.connect({ connectionString: database.url });
  });
  afterAll(async () => {
    await store?.close();
    await database?.drop();
  });

  it('are version 7, alone and in groups, and rise from one append to the next', async () => {
    const event = (index: number) => ({ type: 'Noted', data: { index }, metadata: testMetadata() });
    const stream = uniqueStream('ids');
    for (let index = 0; index < 5; index++) {
      await store.append(stream, [event(index), event(index)], { expectedRevision: 'any' });
    }
    // Many at once go in groups.
    await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        store.append(uniqueStream('ids'), [event(index)], { expectedRevision: 'no_stream' }),
      ),
    );
    const { rows } = await store.pool.query<{ event_id: string }>(
      "SELECT event_id::text FROM events WHERE stream_name LIKE 'ids-%' ORDER BY position",
    );
    expect(rows).toHaveLength(50);
    const ids = rows.map((row) => row.event_id);
    expect(ids.every((id) => timeOrdered.test(id))).toBe(true);
    // The five appends made one after the other: their ids sort as the log orders them.
    const firstTen = ids.slice(0, 10);
    expect([...firstTen].sort()).toEqual(firstTen);
  });

  it('keeps an id the caller gives', async () => {
    const given = testEvents(1);
    const stream = uniqueStream('given');
    await store.append(stream, given, { expectedRevision: 'no_stream' });
    const [read] = await store.readStream(stream);
    expect(read?.id).toBe(given[0]?.id);
  });
});
