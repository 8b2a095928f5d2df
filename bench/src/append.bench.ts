import { randomUUID } from 'node:crypto';
import type { PostgresEventStore } from '@shop/core';
import { testMetadata } from '@shop/core/testing';
import { type Comparison, concurrently, rate } from './measure.js';

const plainTableSql = `
CREATE TABLE IF NOT EXISTS plain_events (
  position bigint GENERATED ALWAYS AS IDENTITY,
  event_id uuid NOT NULL,
  stream_name text NOT NULL,
  revision bigint NOT NULL,
  type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now()
)`;

const data = { sku: 'JP-MATCHA-KITKAT-12', quantity: 2, price: { amount: 1299, currency: 'USD' } };

/**
 * Event-store appends (one event per append, each writer on its own stream at the expected
 * revision) against plain INSERTs of the same row shape into a table without keys or indexes.
 */
export async function appendBenchmark(
  store: PostgresEventStore,
  { writers, perWriter }: { writers: number; perWriter: number },
): Promise<Comparison> {
  await store.pool.query(plainTableSql);
  const metadata = JSON.stringify(testMetadata());
  const plain = await rate(writers * perWriter, () =>
    concurrently(writers, perWriter, (writer, index) =>
      store.pool.query(
        'INSERT INTO plain_events (event_id, stream_name, revision, type, data, metadata) VALUES ($1, $2, $3, $4, $5, $6)',
        [randomUUID(), `cart-${writer}`, index, 'ItemAdded', JSON.stringify(data), metadata],
      ),
    ),
  );
  const run = randomUUID();
  const appends = await rate(writers * perWriter, () =>
    concurrently(writers, perWriter, (writer, index) =>
      store.append(
        `cart-${run}-${writer}`,
        [{ type: 'ItemAdded', data, metadata: testMetadata() }],
        { expectedRevision: index === 0 ? 'no_stream' : index - 1 },
      ),
    ),
  );
  return {
    measured: { name: `event-store appends, ${writers} writer(s)`, perSecond: appends },
    baseline: { name: `plain INSERTs, ${writers} writer(s)`, perSecond: plain },
    target: 0.5,
  };
}
