import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { PostgresEventStore } from './postgres-event-store.js';
import { readStreamsSql } from './postgres-event-store.sql.js';
import { runGenericPlan } from './query-plan-test-kit.js';

/**
 * Reading a few streams at once (a checkout's products, each from the revision its kept fold
 * stands at) runs on every checkout: it must look each stream up by its key, in a few pages
 * however long the log grows, never scan the log. The log here is shaped like a shop's: many
 * short streams (orders, carts) and one event per product.
 */
describe('reading several streams at once', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;
  beforeAll(async () => {
    database = await createTestDatabase();
    store = await PostgresEventStore.connect({ connectionString: database.url });
    await store.pool.query(
      `INSERT INTO events (event_id, stream_name, revision, type, data, metadata)
       SELECT gen_random_uuid(), 'order-' || (n / 4), n % 4, 'OrderEvent', '{}', '{}'
       FROM generate_series(0, 23999) AS n`,
    );
    await store.pool.query(
      `INSERT INTO events (event_id, stream_name, revision, type, data, metadata)
       SELECT gen_random_uuid(), 'product-' || n, 0, 'ProductListed', '{}', '{}'
       FROM generate_series(1, 300) AS n`,
    );
    // Not analysed yet, as on a new shop's log before autovacuum comes by: PostgreSQL guesses.
  });
  afterAll(async () => {
    await store?.close();
    await database?.drop();
  });

  async function read(streams: string[], fromRevisions: number[]) {
    const client = await store.pool.connect();
    try {
      // As the store's named statement is planned once it has run a few times.
      return await runGenericPlan<{ stream_name: string; revision: number }>(
        client,
        readStreamsSql,
        ['text[]', 'int[]'],
        [
          `ARRAY[${streams.map((stream) => `'${stream}'`).join(', ')}]`,
          `ARRAY[${fromRevisions.join(', ')}]::int[]`,
        ],
      );
    } finally {
      client.release();
    }
  }

  it('reads each stream from its own revision, in stream and revision order, by key', async () => {
    const run = await read(['order-7', 'product-12', 'order-3'], [2, 0, 0]);
    expect(run.rows.map((row) => `${row.stream_name}@${row.revision}`)).toEqual([
      'order-3@0',
      'order-3@1',
      'order-3@2',
      'order-3@3',
      'order-7@2',
      'order-7@3',
      'product-12@0',
    ]);
    expect(run.nodes).not.toContain('Seq Scan');
    expect(run.blocks).toBeLessThan(40);
  });

  it('answers nothing new for streams read up to their end, as cheaply', async () => {
    const run = await read(['product-10', 'product-12'], [1, 1]);
    expect(run.rows).toEqual([]);
    expect(run.nodes).not.toContain('Seq Scan');
    expect(run.blocks).toBeLessThan(40);
  });

  it('still reads by key once autovacuum has analysed the log', async () => {
    await store.pool.query('ANALYZE events');
    const run = await read(['product-10', 'order-5'], [0, 3]);
    expect(run.rows.map((row) => `${row.stream_name}@${row.revision}`)).toEqual([
      'order-5@3',
      'product-10@0',
    ]);
    expect(run.nodes).not.toContain('Seq Scan');
    expect(run.blocks).toBeLessThan(40);
  });
});
