import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { testEvents, uniqueStream } from '../../testing/test-events.js';
import type { RecordedEvent } from '../event.js';
import { PostgresEventStore } from './postgres-event-store.js';

/**
 * A subscriber following live reads at most once per `liveReadGapMs`, however fast the appends
 * come: a busy shop's appends reach its projections in small batches instead of costing every
 * subscriber one read per append. None is missed or reordered.
 */
describe('live reads of a subscription', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;
  beforeAll(async () => {
    database = await createTestDatabase();
    store = await PostgresEventStore.connect({
      connectionString: database.url,
      idlePollMs: 60_000,
      liveReadGapMs: 100,
    });
  });
  afterAll(async () => {
    await store?.close();
    await database?.drop();
  });

  it('reads at most once per gap while appends keep coming, and delivers each event in order', async () => {
    const readsAt: number[] = [];
    const readAll = store.readAll.bind(store);
    store.readAll = (options) => {
      readsAt.push(performance.now());
      return readAll(options);
    };
    const controller = new AbortController();
    const received: RecordedEvent[] = [];
    const streams = Array.from({ length: 30 }, () => uniqueStream('gap'));
    const following = (async () => {
      for await (const batch of store.subscribeToAll({ signal: controller.signal })) {
        received.push(...batch);
        if (received.length >= streams.length) controller.abort();
      }
    })();
    for (const stream of streams) {
      await store.append(stream, testEvents(1), { expectedRevision: 'no_stream' });
    }
    await following;

    expect(received.map((event) => event.streamName)).toEqual(streams);
    const gaps = readsAt.slice(1).map((at, index) => at - (readsAt[index] ?? 0));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(99);
  });
});
