import { createDatabase, type EventStore, type Logger } from '@shop/core';
import { sql } from 'kysely';
import type pg from 'pg';
import { applyBatch } from './apply-batch.js';
import { deleteCheckpoint, initialCheckpoint } from './checkpoint.repository.js';
import type { Projection } from './projection.js';

export class ProjectionBusy extends Error {
  override readonly name = 'ProjectionBusy';
}

/**
 * Empties a projection's tables and replays every event into them. Any handler error aborts
 * the rebuild: unlike the live runner, nothing is set aside.
 *
 * @example
 * const applied = await rebuildProjection({ store, pool, projection: eventLogProjection, logger });
 */
export async function rebuildProjection({
  store,
  pool,
  projection,
  logger,
  batchSize = 2000,
}: {
  store: EventStore;
  pool: pg.Pool;
  projection: Projection;
  logger: Logger;
  batchSize?: number;
}): Promise<number> {
  // Shares the caller's pool, which the caller ends.
  const db = createDatabase(pool);
  return db.connection().execute(async (connection) => {
    const key = `projection:${projection.name}`;
    const { rows } = await sql<{ locked: boolean }>`
      SELECT pg_try_advisory_lock(hashtextextended(${key}, 0)) AS locked`.execute(connection);
    if (!rows[0]?.locked) {
      throw new ProjectionBusy(
        `Projection ${projection.name} is being applied by a running projections service; stop it first`,
      );
    }
    try {
      await db.transaction().execute(async (trx) => {
        for (const table of projection.tables) {
          await sql`TRUNCATE ${sql.table(table)}`.execute(trx);
        }
        await deleteCheckpoint(trx, projection.name);
      });
      let checkpoint = initialCheckpoint;
      let batch = await store.readAll({ after: checkpoint.position, limit: batchSize });
      while (batch.length > 0) {
        const last = batch.at(-1)?.position ?? checkpoint.position;
        // Read the next page while this one is applied.
        const next = store.readAll({ after: last, limit: batchSize });
        next.catch(() => {});
        checkpoint = await applyBatch(pool, projection, checkpoint, batch, { kind: 'fail' });
        batch = await next;
      }
      logger.info(
        { projection: projection.name, events: checkpoint.eventsSeen },
        'projection rebuilt',
      );
      return checkpoint.eventsSeen;
    } finally {
      await sql`SELECT pg_advisory_unlock(hashtextextended(${key}, 0))`.execute(connection);
    }
  });
}
