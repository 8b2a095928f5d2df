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

/** `INSERT ... VALUES (...), (...)` of `rows` rows of the events' shape, numbered parameters. */
function plainInsertSql(rows: number): string {
  const values = Array.from({ length: rows }, (_, row) => {
    const first = row * 6;
    return `($${first + 1}, $${first + 2}, $${first + 3}, $${first + 4}, $${first + 5}, $${first + 6})`;
  });
  return `INSERT INTO plain_events (event_id, stream_name, revision, type, data, metadata) VALUES ${values.join(', ')}`;
}

/**
 * Event-store appends (each writer on its own stream at the expected revision, `perAppend`
 * events an append) against plain INSERTs of the same rows, `perAppend` rows a statement, into
 * a table without keys or indexes. Rates are events per second. Both sides make each row's JSON
 * the same way: an append's events share one command's metadata (as a command's events do),
 * written out for each row; the INSERTs once sent one metadata text, made once for the whole
 * run, while the appends made and wrote out a new one for every event.
 */
export async function appendBenchmark(
  store: PostgresEventStore,
  {
    writers,
    perWriter,
    perAppend = 1,
    target = 0.5,
  }: { writers: number; perWriter: number; perAppend?: number; target?: number },
): Promise<Comparison> {
  await store.pool.query(plainTableSql);
  const insertSql = plainInsertSql(perAppend);
  const events = writers * perWriter * perAppend;
  const plain = await rate(events, () =>
    concurrently(writers, perWriter, (writer, index) => {
      const metadata = testMetadata();
      return store.pool.query(
        insertSql,
        Array.from({ length: perAppend }, (_, event) => [
          randomUUID(),
          `cart-${writer}`,
          index * perAppend + event,
          'ItemAdded',
          JSON.stringify(data),
          JSON.stringify(metadata),
        ]).flat(),
      );
    }),
  );
  const appends = await appendRate(store, { writers, perWriter, perAppend });
  const batches = perAppend === 1 ? '' : `, ${perAppend} events each`;
  return {
    measured: { name: `event-store appends, ${writers} writer(s)${batches}`, perSecond: appends },
    baseline: { name: `plain INSERTs, ${writers} writer(s)${batches}`, perSecond: plain },
    target,
  };
}

/**
 * The store's appends per second (events per second when `perAppend` > 1): `writers` loops of
 * `perWriter` appends, each writer on a new stream of its own at the expected revision.
 */
function appendRate(
  store: PostgresEventStore,
  { writers, perWriter, perAppend = 1 }: { writers: number; perWriter: number; perAppend?: number },
): Promise<number> {
  const run = randomUUID();
  return rate(writers * perWriter * perAppend, () =>
    concurrently(writers, perWriter, (writer, index) =>
      appendNext(store, `cart-${run}-${writer}`, index, perAppend),
    ),
  );
}

/**
 * The `index`-th append (from 0) of `perAppend` events to `stream`, at its expected revision:
 * the events of an append share one command's metadata.
 */
export function appendNext(
  store: PostgresEventStore,
  stream: string,
  index: number,
  perAppend = 1,
): Promise<unknown> {
  const metadata = testMetadata();
  return store.append(
    stream,
    Array.from({ length: perAppend }, () => ({ type: 'ItemAdded', data, metadata })),
    { expectedRevision: index === 0 ? 'no_stream' : index * perAppend - 1 },
  );
}
