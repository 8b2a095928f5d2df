import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { testEvents, testMetadata, uniqueStream } from '../../testing/test-events.js';
import { WrongExpectedRevision } from '../event-store.js';
import { PostgresEventStore } from './postgres-event-store.js';

/**
 * Appends that arrive together go in groups (one round trip and commit for many); each is still
 * decided at its own expected revision: conflicts, retries and landed appends answer as alone.
 */
describe('appends in groups', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;
  const groupCalls: number[] = [];
  const loneCalls: number[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    store = await PostgresEventStore.connect({ connectionString: database.url, poolSize: 10 });
    const query = store.pool.query.bind(store.pool) as (...args: unknown[]) => unknown;
    (store.pool as { query: unknown }).query = (...args: unknown[]) => {
      const config = args[0] as { name?: string };
      if (config?.name === 'shop-append-group') groupCalls.push(Date.now());
      if (config?.name === 'shop-append') loneCalls.push(Date.now());
      return query(...args);
    };
  });
  afterAll(async () => {
    await store?.close();
    await database?.drop();
  });

  it('lands 300 appends to as many streams in fewer round trips, each at its revision', async () => {
    groupCalls.length = 0;
    const streams = Array.from({ length: 300 }, () => uniqueStream('grouped'));
    const results = await Promise.all(
      streams.map((stream) =>
        store.append(stream, testEvents(2), { expectedRevision: 'no_stream' }),
      ),
    );
    expect(results.every((result) => result.nextExpectedRevision === 1)).toBe(true);
    expect(groupCalls.length).toBeGreaterThan(0);
    expect(groupCalls.length).toBeLessThan(300);
    for (const stream of streams.slice(0, 20)) {
      const events = await store.readStream(stream);
      expect(events.map((event) => event.revision)).toEqual([0, 1]);
    }
    const positions = results.map(
      (result) => `${result.position.commit}/${result.position.prepare}`,
    );
    expect(new Set(positions).size).toBe(300);
  });

  it.each([
    { events: 1, groups: 20, shape: 'one group' },
    { events: 10, groups: 40, shape: 'two groups of 4 at once' },
  ])(
    'sends the next appends of 8 writers answered together, $events event(s) each, as $shape a round, none of them alone',
    async ({ events, groups }) => {
      groupCalls.length = 0;
      loneCalls.length = 0;
      const streams = Array.from({ length: 8 }, () => uniqueStream('in-turn'));
      await Promise.all(
        streams.map(async (stream) => {
          for (let revision = 0; revision < 20; revision++) {
            await store.append(stream, testEvents(events), {
              expectedRevision: revision === 0 ? 'no_stream' : revision * events - 1,
            });
          }
        }),
      );
      // 20 rounds of 8 appends (the first append of a round used to go alone as soon as the
      // answers came back, the other seven in a group after it); 80 events a round go as two
      // groups (one per 40 events), 8 as one.
      expect(loneCalls).toHaveLength(0);
      expect(groupCalls).toHaveLength(groups);
      for (const stream of streams)
        expect(await store.readStream(stream)).toHaveLength(20 * events);
    },
  );

  it('lets one of 20 appends at the same revision land and refuses the others, whole', async () => {
    const stream = uniqueStream('contested');
    await store.append(stream, testEvents(1), { expectedRevision: 'no_stream' });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        store.append(stream, testEvents(3), { expectedRevision: 0 }),
      ),
    );
    const landed = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(landed).toHaveLength(1);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected')
        expect(outcome.reason).toBeInstanceOf(WrongExpectedRevision);
    }
    expect((await store.readStream(stream)).map((event) => event.revision)).toEqual([0, 1, 2, 3]);
  });

  it('answers a retried append whose events landed with where they landed, once', async () => {
    const stream = uniqueStream('retried');
    const events = testEvents(2);
    const first = await store.append(stream, events, { expectedRevision: 'no_stream' });
    // The same append again, with others around it so it goes in a group.
    const [again, ...others] = await Promise.all([
      store.append(stream, events, { expectedRevision: 'no_stream' }),
      ...Array.from({ length: 10 }, () =>
        store.append(uniqueStream('neighbour'), testEvents(1), { expectedRevision: 'no_stream' }),
      ),
    ]);
    expect(again).toEqual(first);
    expect(others.every((result) => result.nextExpectedRevision === 0)).toBe(true);
    expect(await store.readStream(stream)).toHaveLength(2);
  });

  it('appends with any revision all land, in turn, however many at once', async () => {
    const stream = uniqueStream('any');
    await Promise.all(
      Array.from({ length: 15 }, (_, index) =>
        store.append(
          stream,
          [{ id: randomUUID(), type: 'Counted', data: { index }, metadata: testMetadata() }],
          { expectedRevision: 'any' },
        ),
      ),
    );
    const events = await store.readStream(stream);
    expect(events.map((event) => event.revision)).toEqual(Array.from({ length: 15 }, (_, i) => i));
    expect(new Set(events.map((event) => (event.data as { index: number }).index)).size).toBe(15);
  });
});
