import { setTimeout as sleep } from 'node:timers/promises';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reliabilitySize } from '../../testing/reliability-scale.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { testEvents, uniqueStream } from '../../testing/test-events.js';
import type { NewEvent, RecordedEvent } from '../event.js';
import { START_POSITION } from '../event.js';
import { PostgresEventStore } from './postgres-event-store.js';

const trials = reliabilitySize({ quick: 100, full: 1000 });

/** testEvents always gives ids: the trial follows them. */
const idsOf = (events: readonly NewEvent[]) => events.map((event) => event.id ?? '');

/** One trial: transactions held open a while, and quick appends that commit around them. */
const trialPlan = fc.record({
  slow: fc.array(
    fc.record({
      events: fc.integer({ min: 1, max: 3 }),
      startAfterMs: fc.integer({ min: 0, max: 10 }),
      holdMs: fc.integer({ min: 0, max: 40 }),
      // One in ten rolls back: its events must never be delivered.
      rollsBack: fc.integer({ min: 0, max: 9 }).map((draw) => draw === 0),
    }),
    { minLength: 1, maxLength: 3 },
  ),
  fast: fc.array(
    fc.record({
      events: fc.integer({ min: 1, max: 2 }),
      startAfterMs: fc.integer({ min: 0, max: 40 }),
      fromOtherProcess: fc.boolean(),
    }),
    { maxLength: 6 },
  ),
});

/**
 * A transaction that appends and then takes its time to commit must not be passed over by a
 * reader that has already seen later commits (a bigserial alone would be). Each randomised trial
 * holds one to three appending transactions open for a random while as other appends commit
 * around them, from this process and another; two subscribers (page sizes 1 and 7) must deliver
 * every committed event exactly once, nothing rolled back, in the order a later re-read gives.
 */
describe('slow appending transactions', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;
  let otherStore: PostgresEventStore;
  const controller = new AbortController();
  const subscribers: { seen: RecordedEvent[]; ids: Set<string>; done: Promise<void> }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('shop_reliability');
    // A long idle poll: subscribers must be woken by commits, not find events by polling.
    const options = { connectionString: database.url, idlePollMs: 60_000 };
    store = await PostgresEventStore.connect(options);
    otherStore = await PostgresEventStore.connect(options);
    for (const batchSize of [1, 7]) {
      const seen: RecordedEvent[] = [];
      const ids = new Set<string>();
      const done = (async () => {
        for await (const batch of store.subscribeToAll({
          after: START_POSITION,
          batchSize,
          signal: controller.signal,
        })) {
          for (const event of batch) {
            seen.push(event);
            ids.add(event.id);
          }
        }
      })();
      subscribers.push({ seen, ids, done });
    }
  });

  afterAll(async () => {
    controller.abort();
    await Promise.all(subscribers.map((subscriber) => subscriber.done));
    await store?.close();
    await otherStore?.close();
    await database?.drop();
  });

  async function slowAppend(events: NewEvent[], holdMs: number, rollsBack: boolean) {
    const client = await otherStore.pool.connect();
    try {
      await client.query('BEGIN');
      await otherStore.appendWith(client, uniqueStream('slow'), events, {
        expectedRevision: 'no_stream',
      });
      await sleep(holdMs);
      await client.query(rollsBack ? 'ROLLBACK' : 'COMMIT');
    } finally {
      client.release();
    }
    otherStore.announceCommitted();
  }

  it(`skips no event in ${trials} randomised trials`, async () => {
    const started = performance.now();
    let committed = 0;
    let rolledBack = 0;
    const expected: string[] = [];
    const discarded = new Set<string>();
    await fc.assert(
      fc.asyncProperty(trialPlan, async (plan) => {
        const trialEvents: string[] = [];
        const work = [
          ...plan.slow.map(async (slow) => {
            const events = testEvents(slow.events, 'SlowCommitted');
            await sleep(slow.startAfterMs);
            await slowAppend(events, slow.holdMs, slow.rollsBack);
            for (const id of idsOf(events)) {
              if (slow.rollsBack) discarded.add(id);
              else trialEvents.push(id);
            }
          }),
          ...plan.fast.map(async (fast) => {
            const events = testEvents(fast.events, 'FastCommitted');
            await sleep(fast.startAfterMs);
            await (fast.fromOtherProcess ? otherStore : store).append(
              uniqueStream('fast'),
              events,
              {
                expectedRevision: 'no_stream',
              },
            );
            trialEvents.push(...idsOf(events));
          }),
        ];
        await Promise.all(work);
        committed += trialEvents.length;
        rolledBack += plan.slow.filter((slow) => slow.rollsBack).length;
        expected.push(...trialEvents);
        // Every subscriber gets every committed event of the trial; a skipped one never comes.
        for (const subscriber of subscribers) {
          const deadline = Date.now() + 15_000;
          while (trialEvents.some((id) => !subscriber.ids.has(id))) {
            if (Date.now() > deadline) {
              const missing = trialEvents.filter((id) => !subscriber.ids.has(id));
              throw new Error(`subscriber skipped ${missing.length} event(s): ${missing}`);
            }
            await sleep(5);
          }
        }
      }),
      { numRuns: trials },
    );

    const reread: RecordedEvent[] = [];
    for (let page = await store.readAll({ limit: 1000 }); page.length > 0; ) {
      reread.push(...page);
      page = await store.readAll({ after: page.at(-1)?.position ?? START_POSITION, limit: 1000 });
    }
    const rereadIds = reread.map((event) => event.id);
    expect(new Set(rereadIds)).toEqual(new Set(expected));
    for (const subscriber of subscribers) {
      const ids = subscriber.seen.map((event) => event.id);
      expect(ids).toHaveLength(new Set(ids).size);
      expect(ids.filter((id) => discarded.has(id))).toEqual([]);
      expect(ids).toEqual(rereadIds);
    }
    console.info(
      `slow appends: ${trials} trials, ${committed} events committed, ${rolledBack} transactions rolled back, none skipped, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  });
});
