import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { PostgresEventStore } from './postgres-event-store.js';
import { moreAfterSql } from './postgres-event-store.sql.js';

interface PlanNode {
  'Node Type': string;
  'Shared Hit Blocks': number;
  'Shared Read Blocks': number;
  Plans?: PlanNode[];
}

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
      await client.query('SET plan_cache_mode = force_generic_plan');
      await client.query(`PREPARE more_after(text, bigint) AS ${moreAfterSql}`);
      const explained = await client.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) EXECUTE more_after('${at.transaction_id}', ${at.position})`,
      );
      const answer = await client.query(
        `EXECUTE more_after('${at.transaction_id}', ${at.position})`,
      );
      // The store's connections keep JSON as text.
      const text = explained.rows[0]?.['QUERY PLAN'];
      const plan =
        text === undefined ? undefined : (JSON.parse(text) as [{ Plan: PlanNode }])[0].Plan;
      if (!plan) throw new Error('no plan');
      const nodes: string[] = [];
      const walk = (node: PlanNode) => {
        nodes.push(node['Node Type']);
        for (const child of node.Plans ?? []) walk(child);
      };
      walk(plan);
      return {
        more: answer.rows.length > 0,
        blocks: plan['Shared Hit Blocks'] + plan['Shared Read Blocks'],
        nodes,
      };
    } finally {
      await client.query('DEALLOCATE ALL').catch(() => {});
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
