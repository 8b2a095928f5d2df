import type { Logger, PostgresEventStore } from '@shop/core';
import { eventLogProjection, rebuildProjection } from '@shop/projections';
import pg from 'pg';
import { type Comparison, concurrently, rate } from './measure.js';
import { sampleCommandEvents } from './sample-events.js';

const scanPage = 2000;

/**
 * Projection catch-up (events applied per second into the event log, from an empty read model)
 * against a plain keyset-paged SELECT of the same events.
 */
export async function catchUpBenchmark(
  { store, pool, logger }: { store: PostgresEventStore; pool: pg.Pool; logger: Logger },
  { events }: { events: number },
): Promise<Comparison> {
  const perCommand = 3;
  await concurrently(4, Math.ceil(events / perCommand / 4), (writer, index) =>
    store.append(`order-${writer}-${index}`, sampleCommandEvents(perCommand), {
      expectedRevision: 'no_stream',
    }),
  );
  const { rows } = await store.pool.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM events',
  );
  const total = rows[0]?.count ?? 0;

  // A plain client, as anyone would read the table: default pg settings, so JSON is parsed.
  const plain = new pg.Pool({ connectionString: connectionStringOf(pool), max: 1 });
  const scan = await rate(total, async () => {
    let after = 0;
    for (;;) {
      const page = await plain.query<{ position: string }>(
        `SELECT position, transaction_id, event_id, stream_name, revision, type, data, metadata
         FROM events WHERE position > $1 ORDER BY position LIMIT $2`,
        [after, scanPage],
      );
      const last = page.rows.at(-1);
      if (!last) break;
      after = Number(last.position);
    }
  });
  await plain.end();
  let applied = 0;
  const catchUp = await rate(total, async () => {
    applied = await rebuildProjection({
      store,
      pool,
      projection: eventLogProjection,
      logger,
      batchSize: scanPage,
    });
  });
  if (applied !== total) throw new Error(`catch-up applied ${applied} of ${total} events`);
  return {
    measured: { name: `projection catch-up into event_log (${total} events)`, perSecond: catchUp },
    baseline: { name: 'plain SELECT scan of the events', perSecond: scan },
    target: 0.3,
  };
}

function connectionStringOf(pool: pg.Pool): string {
  const { connectionString } = pool.options as { connectionString?: string };
  if (!connectionString) throw new Error('the benchmark pool has no connection string');
  return connectionString;
}
