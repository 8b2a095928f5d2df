import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { testEvents, uniqueStream } from '../../testing/test-events.js';
import { PostgresEventStore } from './postgres-event-store.js';

/**
 * Stream reads asked together go as one round trip (a burst of checkouts reads its products'
 * streams so); each request still gets its own streams from its own revisions, and sees what
 * was appended before it asked.
 */
describe('stream reads in groups', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;
  const reads: string[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    store = await PostgresEventStore.connect({ connectionString: database.url, poolSize: 10 });
    const query = store.pool.query.bind(store.pool) as (...args: unknown[]) => unknown;
    (store.pool as { query: unknown }).query = (...args: unknown[]) => {
      const name = (args[0] as { name?: string })?.name;
      if (name?.startsWith('shop-read-stream')) reads.push(name);
      return query(...args);
    };
  });
  afterAll(async () => {
    await store?.close();
    await database?.drop();
  });

  it('answers 200 concurrent reads of overlapping streams in a few round trips, each from its own revision', async () => {
    const streams = Array.from({ length: 20 }, () => uniqueStream('product'));
    for (const stream of streams) {
      await store.append(stream, testEvents(5), { expectedRevision: 'no_stream' });
    }
    reads.length = 0;
    const asked = Array.from({ length: 200 }, (_, index) => [
      { streamName: streams[index % 20] as string, fromRevision: index % 5 },
      { streamName: streams[(index * 7 + 3) % 20] as string, fromRevision: (index * 3) % 6 },
    ]);
    const answers = await Promise.all(asked.map((requests) => store.readStreams(requests)));
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.length).toBeLessThanOrEqual(10);
    answers.forEach((answer, index) => {
      for (const { streamName, fromRevision } of asked[index] ?? []) {
        const events = answer.get(streamName) ?? [];
        const expected = [0, 1, 2, 3, 4].filter((revision) => revision >= fromRevision);
        expect(events.map((event) => event.revision)).toEqual(expected);
        expect(events.every((event) => event.streamName === streamName)).toBe(true);
      }
      expect([...answer.keys()].sort()).toEqual(
        [...new Set(asked[index]?.map((request) => request.streamName))].sort(),
      );
    });
  });

  it('gives a read asked after an append that append, while a read asked before it is still on its way', async () => {
    const stream = uniqueStream('product');
    await store.append(stream, testEvents(1), { expectedRevision: 'no_stream' });
    const query = store.pool.query;
    // The reads asked first are answered late: their read took its snapshot before the append.
    (store.pool as { query: unknown }).query = async (...args: unknown[]) => {
      const result = await (query as (...args: unknown[]) => Promise<unknown>)(...args);
      const name = (args[0] as { name?: string })?.name;
      if (name?.startsWith('shop-read-stream')) await new Promise((done) => setTimeout(done, 300));
      return result;
    };
    try {
      const before = Promise.all(Array.from({ length: 50 }, () => store.readStream(stream)));
      await new Promise((done) => setTimeout(done, 50));
      await store.append(stream, testEvents(1), { expectedRevision: 0 });
      const after = await Promise.all(Array.from({ length: 50 }, () => store.readStream(stream)));
      for (const events of after) expect(events.map((event) => event.revision)).toEqual([0, 1]);
      for (const events of await before) expect(events.map((event) => event.revision)).toEqual([0]);
    } finally {
      (store.pool as { query: unknown }).query = query;
    }
  });

  it('fails every request of a read that failed, and reads again afterwards', async () => {
    const stream = uniqueStream('product');
    await store.append(stream, testEvents(2), { expectedRevision: 'no_stream' });
    const query = store.pool.query as (...args: unknown[]) => Promise<unknown>;
    let failing = true;
    (store.pool as { query: unknown }).query = (...args: unknown[]) =>
      failing ? Promise.reject(new Error('connection lost')) : query(...args);
    const failed = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        store.readStreams([{ streamName: stream, fromRevision: 0 }]),
      ),
    );
    expect(failed.every((result) => result.status === 'rejected')).toBe(true);
    failing = false;
    const events = await store.readStream(stream);
    expect(events.map((event) => event.revision)).toEqual([0, 1]);
    (store.pool as { query: unknown }).query = query;
  });
});
