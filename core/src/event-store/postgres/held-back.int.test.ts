import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { testEvents, uniqueStream } from '../../testing/test-events.js';
import { START_POSITION } from '../event.js';
import { PostgresEventStore } from './postgres-event-store.js';
import { heldBackSql, readTailSql } from './postgres-event-store.sql.js';
import { runGenericPlan } from './query-plan-test-kit.js';

interface TailRow {
  position: string | null;
  stream_name: string | null;
  more: boolean | null;
}

/**
 * The live tail's read, one round trip many times a second: the newest events, and when fewer
 * came than asked, whether an event stands held back after them behind an older open append
 * (the tail then looks again soon instead of waiting for a wake-up). "Held back?" must cost a
 * few index pages however long the log grows, never a scan.
 */
describe('the tail read and its held-back events', () => {
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

  async function readTail(after: { commit: bigint; prepare: bigint }, limit: number) {
    const { rows } = await store.pool.query<TailRow>(readTailSql, [
      after.commit.toString(),
      after.prepare.toString(),
      limit,
    ]);
    return rows;
  }

  it('tells of an event held back behind an open append, and reads it once that commits', async () => {
    const first = uniqueStream('tail');
    const { position: firstAt } = await store.append(first, testEvents(1), {
      expectedRevision: 'no_stream',
    });
    const open = await store.pool.connect();
    const late = uniqueStream('late');
    const held = uniqueStream('held');
    try {
      await open.query('BEGIN');
      await open.query(
        `SELECT * FROM shop_append($1, ARRAY[gen_random_uuid()], ARRAY['Happened'],
           '[{}]'::jsonb, '[{}]'::jsonb, NULL)`,
        [late],
      );
      await store.append(held, testEvents(1), { expectedRevision: 'no_stream' });

      const whileOpen = await readTail(firstAt, 100);
      expect(whileOpen).toEqual([{ ...whileOpen[0], more: true }]);
      expect(whileOpen[0]?.position).toBeNull();

      await open.query('COMMIT');
    } finally {
      open.release();
    }
    const afterCommit = await readTail(firstAt, 100);
    expect(afterCommit.map((row) => row.stream_name)).toEqual([late, held, null]);
    expect(afterCommit.map((row) => row.more)).toEqual([null, null, false]);
  });

  it('asks nothing more when the read filled its limit', async () => {
    const rows = await readTail(START_POSITION, 1);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.more).toBeNull();
    expect(rows[0]?.position).not.toBeNull();
  });

  describe('on a long log', () => {
    const statements = 40;
    beforeAll(async () => {
      // Each INSERT its own transaction, as appends are: 20,000 events in 40 transactions.
      for (let statement = 0; statement < statements; statement++) {
        await store.pool.query(
          `INSERT INTO events (event_id, stream_name, revision, type, data, metadata)
           SELECT gen_random_uuid(), 'cart-' || $1 || '-' || n, 0, 'ItemAdded', '{}', '{}'
           FROM generate_series(1, 500) AS n`,
          [statement],
        );
      }
      await store.pool.query('ANALYZE events');
    });

    async function heldBackAt(horizon: string) {
      const client = await store.pool.connect();
      try {
        // As PL/pgSQL plans the statement once it has run a few times: for any horizon.
        const run = await runGenericPlan<{ bool: boolean }>(
          client,
          heldBackSql,
          ['xid8'],
          [`'${horizon}'::xid8`],
        );
        return { more: run.rows.length > 0, blocks: run.blocks, nodes: run.nodes };
      } finally {
        client.release();
      }
    }

    async function transactionFromEnd(fromEnd: number): Promise<bigint> {
      const { rows } = await store.pool.query<{ id: string }>(
        'SELECT DISTINCT transaction_id::text AS id FROM events ORDER BY 1 DESC',
      );
      const ids = rows.map((row) => BigInt(row.id)).sort((a, b) => (a < b ? 1 : -1));
      const id = ids[fromEnd];
      if (id === undefined) throw new Error('not that many transactions');
      return id;
    }

    it('finds an event at the horizon through the index, in a few pages', async () => {
      const near = await heldBackAt((await transactionFromEnd(3)).toString());
      expect(near.more).toBe(true);
      expect(near.nodes).not.toContain('Seq Scan');
      expect(near.blocks).toBeLessThan(20);
    });

    it('answers no above the newest transaction, as cheaply', async () => {
      const above = await heldBackAt(((await transactionFromEnd(0)) + 1n).toString());
      expect(above.more).toBe(false);
      expect(above.nodes).not.toContain('Seq Scan');
      expect(above.blocks).toBeLessThan(20);
    });
  });
});
