import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewEvent, RecordedEvent } from '../event-store/event.js';
import { comparePositions, START_POSITION } from '../event-store/event.js';
import { type EventStore, WrongExpectedRevision } from '../event-store/event-store.js';
import { testEvents, testMetadata, uniqueStream } from './test-events.js';

export interface EventStoreHarness {
  readonly store: EventStore;
  /** A second store on the same data, as another process would have. */
  readonly otherStore: EventStore;
  /**
   * Starts an append whose transaction commits only when `commit` is called, so that
   * appends started later can commit first.
   */
  beginSlowAppend(
    streamName: string,
    events: readonly NewEvent[],
  ): Promise<{ commit(): Promise<void> }>;
  close(): Promise<void>;
}

/**
 * The behaviour every event store adapter must have.
 *
 * @example
 * eventStoreContract('postgres', async () => createPostgresHarness());
 */
export function eventStoreContract(name: string, createHarness: () => Promise<EventStoreHarness>) {
  describe(`${name} event store`, () => {
    let harness: EventStoreHarness;
    let store: EventStore;
    beforeAll(async () => {
      harness = await createHarness();
      store = harness.store;
    });
    afterAll(() => harness.close());

    it('appends to a new stream and reads it back in revision order with metadata', async () => {
      const stream = uniqueStream('order');
      const metadata = testMetadata({
        causationId: 'c-1',
        actor: { kind: 'user', userId: 'u-1', role: 'staff' },
      });
      const events = testEvents(3).map((event) => ({ ...event, metadata }));
      const result = await store.append(stream, events, { expectedRevision: 'no_stream' });
      expect(result.nextExpectedRevision).toBe(2);

      const read = await store.readStream(stream);
      expect(read.map((event) => [event.id, event.revision, event.data])).toEqual(
        events.map((event, index) => [event.id, index, { index }]),
      );
      expect(read[0]?.metadata).toEqual(metadata);
      expect(read.every((event) => event.streamName === stream)).toBe(true);
    });

    it('takes an append whose ids are all stored in the stream as the retry it is', async () => {
      const stream = uniqueStream('order');
      const events = testEvents(2);
      const first = await store.append(stream, events, { expectedRevision: 'no_stream' });
      const again = await store.append(stream, events, { expectedRevision: 'no_stream' });
      expect(again.nextExpectedRevision).toBe(first.nextExpectedRevision);
      expect(again.position).toEqual(first.position);
      const viaAny = await store.append(stream, events, { expectedRevision: 'any' });
      expect(viaAny.nextExpectedRevision).toBe(1);
      expect(await store.readStream(stream)).toHaveLength(2);
      // The same ids after new events (a retry whose decision is stale) land nowhere either.
      await store.append(stream, testEvents(1), { expectedRevision: 1 });
      const stale = await store.append(stream, events, { expectedRevision: 1 });
      expect(stale.nextExpectedRevision).toBe(1);
      expect((await store.readStream(stream)).map((event) => event.revision)).toEqual([0, 1, 2]);
    });

    it('still refuses a stale append of new events, and ids stored in another stream', async () => {
      const stream = uniqueStream('order');
      const events = testEvents(1);
      await store.append(stream, events, { expectedRevision: 'no_stream' });
      await expect(
        store.append(stream, testEvents(1), { expectedRevision: 'no_stream' }),
      ).rejects.toBeInstanceOf(WrongExpectedRevision);
      await expect(
        store.append(uniqueStream('order'), events, { expectedRevision: 'no_stream' }),
      ).rejects.toThrow();
    });

    it('reads a stream from a revision on, for a reader that holds the earlier events', async () => {
      const stream = uniqueStream('order');
      const events = testEvents(4);
      await store.append(stream, events, { expectedRevision: 'no_stream' });
      const rest = await store.readStream(stream, { fromRevision: 2 });
      expect(rest.map((event) => [event.id, event.revision])).toEqual([
        [events[2]?.id, 2],
        [events[3]?.id, 3],
      ]);
      expect(await store.readStream(stream, { fromRevision: 4 })).toEqual([]);
    });

    it('knows the newest position a reader can see', async () => {
      const stream = uniqueStream('order');
      const { position } = await store.append(stream, testEvents(2), {
        expectedRevision: 'no_stream',
      });
      for (let attempt = 0; attempt < 200; attempt++) {
        if (comparePositions(await store.headPosition(), position) >= 0) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(comparePositions(await store.headPosition(), position)).toBeGreaterThanOrEqual(0);
    });

    it('reads an unknown stream as empty', async () => {
      expect(await store.readStream(uniqueStream())).toEqual([]);
    });

    it('refuses "no_stream" when the stream exists, naming the actual revision', async () => {
      const stream = uniqueStream();
      await store.append(stream, testEvents(2), { expectedRevision: 'no_stream' });
      const error = await store
        .append(stream, testEvents(1), { expectedRevision: 'no_stream' })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(WrongExpectedRevision);
      expect((error as WrongExpectedRevision).actual).toBe(1);
      expect(await store.readStream(stream)).toHaveLength(2);
    });

    it('appends only at the expected revision', async () => {
      const stream = uniqueStream();
      await store.append(stream, testEvents(2), { expectedRevision: 'no_stream' });
      for (const stale of [0, 2, 7]) {
        await expect(
          store.append(stream, testEvents(1), { expectedRevision: stale }),
        ).rejects.toBeInstanceOf(WrongExpectedRevision);
      }
      const next = await store.append(stream, testEvents(1), { expectedRevision: 1 });
      expect(next.nextExpectedRevision).toBe(2);
      const any = await store.append(stream, testEvents(2), { expectedRevision: 'any' });
      expect(any.nextExpectedRevision).toBe(4);
      await expect(
        store.append(uniqueStream(), testEvents(1), { expectedRevision: 0 }),
      ).rejects.toBeInstanceOf(WrongExpectedRevision);
    });

    it('lets exactly one of many concurrent appends win each revision', async () => {
      const stream = uniqueStream('stock');
      await store.append(stream, testEvents(1), { expectedRevision: 'no_stream' });
      for (let revision = 0; revision < 3; revision++) {
        const writers = [store, harness.otherStore];
        const attempts = await Promise.allSettled(
          Array.from({ length: 12 }, (_, index) =>
            (writers[index % 2] as EventStore).append(stream, testEvents(1), {
              expectedRevision: revision,
            }),
          ),
        );
        const won = attempts.filter((attempt) => attempt.status === 'fulfilled');
        const lost = attempts.filter((attempt) => attempt.status === 'rejected');
        expect(won).toHaveLength(1);
        expect(lost.every((attempt) => attempt.reason instanceof WrongExpectedRevision)).toBe(true);
      }
      const read = await store.readStream(stream);
      expect(read.map((event) => event.revision)).toEqual([0, 1, 2, 3]);
    });

    it('gives concurrent "any" appends distinct consecutive revisions', async () => {
      const stream = uniqueStream();
      await Promise.all(
        Array.from({ length: 10 }, () =>
          store.append(stream, testEvents(1), { expectedRevision: 'any' }),
        ),
      );
      const read = await store.readStream(stream);
      expect(read.map((event) => event.revision)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    });

    it('reads all streams in pages after a position, in one global order', async () => {
      const first = testEvents(3);
      const second = testEvents(2);
      const start = await lastPosition(store);
      await store.append(uniqueStream(), first, { expectedRevision: 'no_stream' });
      await store.append(uniqueStream(), second, { expectedRevision: 'no_stream' });

      await readAfter(store, start, 5);
      const pageOne = await store.readAll({ after: start, limit: 2 });
      const pageTwo = await store.readAll({ after: pageOne.at(-1)?.position ?? start, limit: 10 });
      expect([...pageOne, ...pageTwo].map((event) => event.id)).toEqual(
        [...first, ...second].map((event) => event.id),
      );
      expect(await store.countAfter(start)).toBe(5);
      expect(await store.countAfter(start, { atMost: 3 })).toBe(3);
      expect(await store.countAfter(start, { atMost: 8 })).toBe(5);
      expect(await store.countAfter(pageTwo.at(-1)?.position ?? start)).toBe(0);
    });

    it('keeps a long append in order across pages of any size', async () => {
      const start = await lastPosition(store);
      // Enough events for positions to gain a digit: a text sort would put 100 before 99.
      const events = testEvents(120);
      await store.append(uniqueStream(), events, { expectedRevision: 'no_stream' });
      const read = await readAfter(store, start, events.length, 7);
      expect(read.map((event) => event.id)).toEqual(events.map((event) => event.id));
      expect(read.map((event) => event.revision)).toEqual(events.map((_, index) => index));
    });

    it('catches a subscriber up, then delivers new events live, also from another writer', async () => {
      const start = await lastPosition(store);
      const before = testEvents(3);
      await store.append(uniqueStream(), before, { expectedRevision: 'no_stream' });
      const controller = new AbortController();
      const received = collect(store, start, controller.signal);

      await received.until((events) => events.length >= 3);
      const live = testEvents(2);
      await harness.otherStore.append(uniqueStream(), live, { expectedRevision: 'no_stream' });
      await store.append(uniqueStream(), testEvents(1), { expectedRevision: 'no_stream' });
      const events = await received.until((all) => all.length >= 6);
      controller.abort();
      await received.done;
      expect(events.slice(0, 5).map((event) => event.id)).toEqual(
        [...before, ...live].map((event) => event.id),
      );
    });

    it('delivers an event from a transaction that commits after later ones: none skipped, none twice, in a stable order', async () => {
      const start = await lastPosition(store);
      const controller = new AbortController();
      const received = collect(store, start, controller.signal);

      const slow = testEvents(1, 'SlowCommitted');
      const pending = await harness.beginSlowAppend(uniqueStream(), slow);
      const fast = testEvents(3, 'FastCommitted');
      for (const event of fast) {
        await harness.otherStore.append(uniqueStream(), [event], { expectedRevision: 'no_stream' });
      }
      // Give the subscriber time to read (and checkpoint past) whatever it may see by now.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await pending.commit();
      await store.append(uniqueStream(), testEvents(1, 'AfterSlow'), {
        expectedRevision: 'no_stream',
      });

      const events = await received.until((all) => all.some((event) => event.type === 'AfterSlow'));
      controller.abort();
      await received.done;

      const ids = events.map((event) => event.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const event of [...slow, ...fast]) expect(ids).toContain(event.id);
      const reread = await store.readAll({ after: start, limit: 100 });
      expect(reread.map((event) => event.id)).toEqual(ids);
    });
  });
}

/**
 * The position of the newest event. Readers see an event only once no older transaction can
 * still commit, which any transaction in the database cluster can delay for a moment: wait
 * until every committed event is readable.
 */
async function lastPosition(store: EventStore) {
  let position = START_POSITION;
  for (let attempt = 0; attempt < 500; attempt++) {
    const page = await store.readAll({ after: position, limit: 1000 });
    const last = page.at(-1);
    if (last) {
      position = last.position;
      continue;
    }
    if ((await store.countAfter(position)) === 0) return position;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('events stayed unreadable for 10 seconds');
}

/** Reads `count` events after `start` in pages of `pageSize`, waiting until they are readable. */
async function readAfter(
  store: EventStore,
  start: RecordedEvent['position'],
  count: number,
  pageSize = 1000,
) {
  const read: RecordedEvent[] = [];
  let after = start;
  for (let attempt = 0; read.length < count && attempt < 500; attempt++) {
    const page = await store.readAll({ after, limit: pageSize });
    const last = page.at(-1);
    if (!last) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      continue;
    }
    read.push(...page);
    after = last.position;
  }
  return read;
}

/** Runs a subscription in the background and lets a test wait until it has seen enough. */
function collect(store: EventStore, after: RecordedEvent['position'], signal: AbortSignal) {
  const events: RecordedEvent[] = [];
  const listeners = new Set<() => void>();
  const done = (async () => {
    for await (const batch of store.subscribeToAll({ after, batchSize: 2, signal })) {
      events.push(...batch);
      for (const listener of listeners) listener();
    }
  })();
  return {
    done,
    until(predicate: (all: RecordedEvent[]) => boolean, timeoutMs = 10_000) {
      return new Promise<RecordedEvent[]>((resolve, reject) => {
        const check = () => {
          if (!predicate(events)) return;
          listeners.delete(check);
          clearTimeout(timer);
          resolve([...events]);
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`subscriber saw only ${events.length} events`));
        }, timeoutMs);
        listeners.add(check);
        check();
      });
    },
  };
}
