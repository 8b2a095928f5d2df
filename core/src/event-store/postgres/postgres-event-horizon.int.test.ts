import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { testEvents, uniqueStream } from '../../testing/test-events.js';
import type { RecordedEvent } from '../event.js';
import { PostgresEventStore } from './postgres-event-store.js';

/**
 * The log's horizon waits for open appending transactions only: a transaction that writes
 * anything else (a projection's batch, a workflow's read model) no longer holds readers back,
 * while an append held open still cannot be passed over.
 */
describe('event log horizon', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;
  let otherStore: PostgresEventStore;

  beforeAll(async () => {
    database = await createTestDatabase('shop_horizon');
    const options = { connectionString: database.url, idlePollMs: 60_000 };
    store = await PostgresEventStore.connect(options);
    otherStore = await PostgresEventStore.connect(options);
    await store.pool.query('CREATE TABLE read_model (id int)');
  });

  afterAll(async () => {
    await store?.close();
    await otherStore?.close();
    await database?.drop();
  });

  function follow(signal: AbortSignal) {
    const seen: RecordedEvent[] = [];
    const done = (async () => {
      const after = await store.headPosition();
      for await (const batch of store.subscribeToAll({ after, batchSize: 50, signal })) {
        seen.push(...batch);
      }
    })();
    return { seen, done };
  }

  async function waitFor(check: () => boolean, ms: number): Promise<boolean> {
    const deadline = Date.now() + ms;
    while (!check()) {
      if (Date.now() > deadline) return false;
      await sleep(5);
    }
    return true;
  }

  it('delivers appends at once while an older transaction that wrote no event stays open', async () => {
    const controller = new AbortController();
    const follower = follow(controller.signal);
    const writer = await otherStore.pool.connect();
    try {
      await writer.query('BEGIN');
      await writer.query('INSERT INTO read_model VALUES (1)');
      const live = testEvents(3, 'Live');
      for (const event of live) {
        await store.append(uniqueStream(), [event], { expectedRevision: 'no_stream' });
      }
      const ids = (): (string | undefined)[] => follower.seen.map((event) => event.id);
      // Well under the old wait, which lasted as long as the writer's transaction.
      expect(await waitFor(() => live.every((event) => ids().includes(event.id)), 2_000)).toBe(
        true,
      );
      expect(await store.headPosition()).toEqual(follower.seen.at(-1)?.position);
    } finally {
      await writer.query('ROLLBACK');
      writer.release();
      controller.abort();
      await follower.done;
    }
  });

  it('holds later appends back behind an open append, then delivers all of them in one order', async () => {
    const controller = new AbortController();
    const follower = follow(controller.signal);
    const slowClient = await otherStore.pool.connect();
    const slow = testEvents(2, 'Slow');
    const fast = testEvents(4, 'Fast');
    try {
      await slowClient.query('BEGIN');
      await otherStore.appendWith(slowClient, uniqueStream(), slow, {
        expectedRevision: 'no_stream',
      });
      await Promise.all(
        fast.map((event) =>
          store.append(uniqueStream(), [event], { expectedRevision: 'no_stream' }),
        ),
      );
      await sleep(300);
      // Nothing that committed after the open append may be passed on before it.
      expect(follower.seen).toEqual([]);
      await slowClient.query('COMMIT');
      otherStore.announceCommitted();
      const all = [...slow, ...fast].map((event) => event.id);
      const ids = (): (string | undefined)[] => follower.seen.map((event) => event.id);
      expect(await waitFor(() => all.every((id) => ids().includes(id)), 5_000)).toBe(true);
      expect(ids().slice(0, 2)).toEqual(slow.map((event) => event.id));
      expect(new Set(ids()).size).toBe(ids().length);
    } finally {
      slowClient.release();
      controller.abort();
      await follower.done;
    }
  });

  it('holds appends back behind an open append whose events were written in a savepoint', async () => {
    // While the savepoint is open, its transaction locks two ids: its own, which its events
    // carry, and the savepoint's, given after an append that committed in between. That one
    // must wait for the open append.
    const controller = new AbortController();
    const follower = follow(controller.signal);
    const slowClient = await otherStore.pool.connect();
    const slow = testEvents(2, 'Slow');
    const between = testEvents(1, 'Between');
    try {
      await slowClient.query('BEGIN');
      await slowClient.query('SELECT shop_enter_append()');
      await slowClient.query('SELECT pg_current_xact_id()');
      await store.append(uniqueStream(), between, { expectedRevision: 'no_stream' });
      await slowClient.query('SAVEPOINT slow');
      await otherStore.appendWith(slowClient, uniqueStream(), slow, {
        expectedRevision: 'no_stream',
      });
      await sleep(300);
      expect(follower.seen).toEqual([]);
      await slowClient.query('RELEASE SAVEPOINT slow');
      await slowClient.query('COMMIT');
      otherStore.announceCommitted();
      const all = [...slow, ...between].map((event) => event.id);
      const ids = (): (string | undefined)[] => follower.seen.map((event) => event.id);
      expect(await waitFor(() => all.every((id) => ids().includes(id)), 5_000)).toBe(true);
      expect(ids()).toEqual(all);
    } finally {
      slowClient.release();
      controller.abort();
      await follower.done;
    }
  });

  it('refuses an append after another write of the same transaction, which could be passed over', async () => {
    const client = await store.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('INSERT INTO read_model VALUES (2)');
      await expect(
        store.appendWith(client, uniqueStream(), testEvents(1), { expectedRevision: 'no_stream' }),
      ).rejects.toThrow(/before any other write/);
      await client.query('ROLLBACK');
      // Two appends in one transaction are fine: the first one announced it.
      await client.query('BEGIN');
      await store.appendWith(client, uniqueStream(), testEvents(1), {
        expectedRevision: 'no_stream',
      });
      await store.appendWith(client, uniqueStream(), testEvents(1), {
        expectedRevision: 'no_stream',
      });
      await client.query('COMMIT');
    } finally {
      client.release();
    }
  });
});
