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

  it('shares one tail among the subscriptions that follow live: reads do not grow with them', async () => {
    let reads = 0;
    const readAll = store.readAll.bind(store);
    store.readAll = (options) => {
      reads++;
      return readAll(options);
    };
    const after = await store.headPosition();
    const streams = Array.from({ length: 30 }, () => uniqueStream('shared'));
    const controller = new AbortController();
    const received = Array.from({ length: 12 }, () => [] as string[]);
    const following = received.map(async (names) => {
      for await (const batch of store.subscribeToAll({ after, signal: controller.signal })) {
        names.push(...batch.map((event) => event.streamName));
        if (names.length >= streams.length) return;
      }
    });
    for (const stream of streams) {
      await store.append(stream, testEvents(1), { expectedRevision: 'no_stream' });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await Promise.all(following);
    controller.abort();

    for (const names of received) expect(names).toEqual(streams);
    // Each read on its own: 12 subscriptions × about 7 reads (600 ms of appends, 100 ms apart).
    // Shared: each subscription's first read (at most two), then the tail's 7 or so.
    expect(reads).toBeLessThan(40);
  });
});
