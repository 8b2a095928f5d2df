import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { PostgresEventStore } from './postgres-event-store.js';
import { moreAfterSql } from './postgres-event-store.sql.js';
import { runGenericPlan } from './query-plan-test-kit.js';

/**
 * "Is anything after this position?" is asked by every reader whose read came back short, many
 * times a second: it must cost a few index pages however long the log grows, never a scan.
 */
describe('whether events stand after a position', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;
  const events = 20_000;
  beforeAll(async () => {
    database = await createTestDatabase();
    store = await PostgresEventStore.connect({ connectionString: database.url });
    await store.pool.query(
      `INSERT INTO events (event_id, stream_name, revision, type, data, metadata)
       SELECT gen_random_uuid(), 'cart-' || (n % 500), n / 500, 'ItemAdded', '{}', '{}'
       FROM generate_series(0, $1 - 1) AS n`,
      [events],
    );
    await store.pool.query('ANALYZE events');
  });
  afterAll(async () => {
    await store?.close();
    await database?.drop();
  });

  async function askAfter(
    fromEnd: number,
  ): Promise<{ more: boolean; blocks: number; nodes: string[] }> {
    const client = await store.pool.connect();
    try {
      const { rows } = await client.query<{ transaction_id: string; position: string }>(
        'SELECT transaction_id::text, position::text FROM events ORDER BY events.position DESC OFFSET $1 LIMIT 1',
        [fromEnd],
      );
      const at = rows[0];
      if (!at) throw new Error('no events');
      // As a prepared statement is planned once it has run a few times: for any position.
      const run = await runGenericPlan(
        client,
        moreAfterSql,
        ['text', 'bigint'],
        [`'${at.transaction_id}'`, at.position],
      );
      return { more: run.rows.length > 0, blocks: run.blocks, nodes: run.nodes };
    } finally {
      client.release();
    }
  }

  it('finds the events after a position near the head through the index, in a few pages', async () => {
    const near = await askAfter(10);
    expect(near.more).toBe(true);
    expect(near.nodes).not.toContain('Seq Scan');
    expect(near.blocks).toBeLessThan(20);
  });

  it('answers no after the newest event, as cheaply', async () => {
    const last = await askAfter(0);
    expect(last.more).toBe(false);
    expect(last.nodes).not.toContain('Seq Scan');
    expect(last.blocks).toBeLessThan(20);
  });
});
