import { createTestDatabase, type TestDatabase } from '@shop/core/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQueueConnection, type QueueConnection } from './queue-connection.js';

const schema = 'queue_plans_test';
const kept = 3000;

/**
 * BullMQ's functions that filter jobs by a state they are given plan those statements for each
 * call, so they find the job table's partial indexes however many jobs the queue keeps; the
 * other functions keep one plan per connection.
 */
describe("BullMQ's query plans on PostgreSQL", () => {
  let database: TestDatabase;
  let connection: QueueConnection;
  let client: pg.Client;
  const errors: Error[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('queue_plans');
    connection = createQueueConnection({}, database.url, {
      namespace: schema,
      onError: (error) => errors.push(error),
    });
    await connection.prepared();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query(`SET search_path = ${schema}`);
  });

  afterAll(async () => {
    await client?.end();
    await connection?.close();
    await database?.drop();
  });

  it('plans per call exactly the functions that filter jobs by a state they are given', async () => {
    const { rows } = await client.query<{ name: string }>(
      `SELECT p.proname AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
       WHERE n.nspname = $1 AND 'plan_cache_mode=force_custom_plan' = ANY (p.proconfig)
       ORDER BY 1`,
      [schema],
    );
    expect(rows.map(({ name }) => name)).toEqual(['apply_retention', 'retry_jobs']);
    expect(errors).toEqual([]);
  });

  it('finds the finished jobs to drop through their index, whatever plans the connection keeps', async () => {
    // What finishing a job does to its queue's finished ones: drop those older than a week.
    const retention = (queue: string, now: number) =>
      `SELECT apply_retention('${queue}', 'none', 'completed', ${now}, false, 604800, NULL)`;
    const rowsRead = async (name: string) => {
      // A day of jobs, finished a minute ago, kept for a week.
      const queue = connection.queue<{ index: number }>(name);
      await queue.addBulk(
        Array.from({ length: kept }, (_, index) => ({ name: 'kept', data: { index } })),
      );
      const now = Date.now();
      await client.query(
        `UPDATE job SET state = 'completed', finished_at_ms = $2 WHERE queue = $1`,
        [name, now - 60_000],
      );
      await client.query('ANALYZE job');
      // The job rows the call reads, as this session's statistics count them.
      const read = async () => {
        const { rows } = await client.query<{ read: string }>(
          `SELECT seq_tup_read + coalesce(idx_tup_fetch, 0) AS read
           FROM pg_stat_xact_user_tables WHERE schemaname = $1 AND relname = 'job'`,
          [schema],
        );
        return Number(rows[0]?.read ?? Number.NaN);
      };
      await client.query('BEGIN');
      const before = await read();
      await client.query(retention(name, now));
      const after = await read();
      await client.query('COMMIT');
      expect(await queue.getCompletedCount()).toBe(kept);
      return after - before;
    };
    // A plan kept for any state, as PostgreSQL keeps one after a few calls when it looks no
    // dearer: it cannot use the partial index of finished jobs.
    await client.query('SET plan_cache_mode = force_generic_plan');
    const tuned = await rowsRead('tuned');
    await client.query('ALTER FUNCTION apply_retention RESET plan_cache_mode');
    const untuned = await rowsRead('untuned');
    expect({ tuned, untuned }).toEqual({ tuned: 0, untuned: expect.any(Number) });
    expect(untuned).toBeGreaterThanOrEqual(kept);
  });
});
