import { randomUUID } from 'node:crypto';
import type { PostgresEventStore } from '@shop/core';
import { testMetadata } from '@shop/core/testing';
import { type Comparison, concurrently, elapsed } from './measure.js';

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
 *
 * The two sides take turns, `rounds` times each, `perWriter / rounds` calls a writer a turn, in
 * the order plain, appends, appends, plain, plain, ...: this machine's speed moves by a third
 * within minutes, and one side measured for a second right after the other said as much about
 * the moment as about the store (batches of 10 spread from 58 to 98 % over a day's runs).
 */
export async function appendBenchmark(
  store: PostgresEventStore,
  {
    writers,
    perWriter,
    perAppend = 1,
    target = 0.5,
    rounds = 4,
  }: { writers: number; perWriter: number; perAppend?: number; target?: number; rounds?: number },
): Promise<Comparison> {
  await store.pool.query(plainTableSql);
  const insertSql = plainInsertSql(perAppend);
  const perTurn = Math.max(1, Math.round(perWriter / rounds));
  const events = writers * perTurn * perAppend;
  const plainTurn = () =>
    elapsed(() =>
      concurrently(writers, perTurn, (writer, index) => {
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
  const appendTurn = () => elapsed(() => appendTurns(store, { writers, perTurn, perAppend }));
  let plainMs = 0;
  let appendMs = 0;
  for (let round = 0; round < rounds; round++) {
    if (round % 2 === 0) {
      plainMs += await plainTurn();
      appendMs += await appendTurn();
    } else {
      appendMs += await appendTurn();
      plainMs += await plainTurn();
    }
  }
  const perSecond = (ms: number) => (events * rounds) / (ms / 1000);
  const batches = perAppend === 1 ? '' : `, ${perAppend} events each`;
  return {
    measured: {
      name: `event-store appends, ${writers} writer(s)${batches}`,
      perSecond: perSecond(appendMs),
    },
    baseline: {
      name: `plain INSERTs, ${writers} writer(s)${batches}`,
      perSecond: perSecond(plainMs),
    },
    target,
  };
}

/** `writers` loops of `perTurn` appends, each writer on a new stream of its own. */
function appendTurns(
  store: PostgresEventStore,
  { writers, perTurn, perAppend }: { writers: number; perTurn: number; perAppend: number },
): Promise<void> {
  const run = randomUUID();
  return concurrently(writers, perTurn, (writer, index) =>
    appendNext(store, `cart-${run}-${writer}`, index, perAppend),
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
