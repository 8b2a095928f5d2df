import type { Logger, RecordedEvent } from '@shop/core';
import { sql } from 'kysely';
import type pg from 'pg';
import { batchSavepoint, withBatchTransaction } from './batch-transaction.js';
import { type Checkpoint, recordDeadLetter } from './checkpoint.repository.js';
import { moveCheckpointCall, namingMover, passCheckpoints } from './checkpoint-moves.js';
import { PassedCheckpoints } from './passed-checkpoints.js';
import type { Projection, ProjectionContext } from './projection.js';

/** A rebuild met an event its projection cannot apply: which one, and why. */
export class ProjectionEventFailed extends Error {
  override readonly name = 'ProjectionEventFailed';
  constructor(
    readonly projection: string,
    readonly event: Pick<RecordedEvent, 'id' | 'type' | 'streamName' | 'revision'>,
    cause: unknown,
  ) {
    super(
      `Projection ${projection} failed on event ${event.type} ${event.id} (${event.streamName} revision ${event.revision}): ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
  }
}

export type FailureMode =
  /** The projection service: a throwing event goes to the dead-letter table, the rest go on. */
  | { kind: 'dead-letter'; logger: Logger }
  /** A rebuild: any error aborts it. */
  | { kind: 'fail' };

/**
 * Applies one batch and moves the checkpoint in a single transaction, so a crash at any point
 * leaves either none or all of the batch's effects. With `deferPasses`, a batch the projection
 * has nothing in moves the checkpoint in memory only (its `written` says where the stored one
 * is), for {@link writePassedCheckpoint} to store a little later: a busy shop's dozen
 * projections then do not each write their checkpoint for every batch of other streams. Events
 * passed over and not yet stored are only read again after a restart, and have nothing for it.
 */
export async function applyBatch(
  pool: pg.Pool,
  projection: Projection,
  expected: Checkpoint,
  batch: readonly RecordedEvent[],
  failure: FailureMode,
  { deferPasses = false }: { deferPasses?: boolean } = {},
): Promise<Checkpoint> {
  const last = batch.at(-1);
  if (!last) return expected;
  const written = expected.written ?? expected;
  const next = { position: last.position, eventsSeen: expected.eventsSeen + batch.length };
  if (!readsAny(projection, batch)) {
    // Only past a stored row (events seen): the first batch of all inserts it now.
    if (deferPasses && written.eventsSeen > 0) return { ...next, written };
    await passCheckpoints(pool, [{ name: projection.name, from: written, to: next }]);
    return next;
  }
  try {
    return await withBatchTransaction(
      pool,
      async (context) => {
        const firstSequence = expected.eventsSeen + 1;
        if (failure.kind === 'fail')
          await applyNamingFailure(context, projection, batch, firstSequence);
        else
          await applyIsolatingFailures(context, projection, batch, firstSequence, failure.logger);
        return next;
      },
      // Moved only from where this runner left it, with the commit; otherwise the whole batch
      // rolls back.
      {
        commitWith: `SELECT ${moveCheckpointCall(projection.name, written, next)}`,
      },
    );
  } catch (error) {
    throw namingMover(error, projection.name);
  }
}

/**
 * Stores a checkpoint that moved past batches in memory only (see `deferPasses`), with the
 * other runners' of the pool (`PassedCheckpoints`); the stored one must be where this runner
 * left it.
 */
export async function writePassedCheckpoint(
  pool: pg.Pool,
  name: string,
  checkpoint: Checkpoint,
): Promise<Checkpoint> {
  const { written, ...passed } = checkpoint;
  if (!written) return checkpoint;
  await PassedCheckpoints.of(pool).move(name, written, passed);
  return passed;
}

/** Whether a batch holds an event of the streams the projection reads. */
export function readsAny(projection: Projection, batch: readonly RecordedEvent[]): boolean {
  const { streams } = projection;
  if (!streams) return true;
  return batch.some((event) => {
    const dash = event.streamName.indexOf('-');
    return streams.includes(dash < 0 ? event.streamName : event.streamName.slice(0, dash));
  });
}

/**
 * The whole batch at once; when that throws, event by event to name the culprit in the error
 * that aborts the rebuild.
 */
async function applyNamingFailure(
  context: ProjectionContext,
  projection: Projection,
  events: readonly RecordedEvent[],
  firstSequence: number,
): Promise<void> {
  const { trx } = context;
  try {
    // The batch transaction opened with the savepoint; the commit releases it.
    await projection.apply(context, events, firstSequence);
    return;
  } catch (batchError) {
    await sql`ROLLBACK TO SAVEPOINT ${sql.raw(batchSavepoint)}`.execute(trx);
    for (const [index, event] of events.entries()) {
      try {
        await projection.apply(context, [event], firstSequence + index);
      } catch (error) {
        throw new ProjectionEventFailed(projection.name, event, error);
      }
    }
    // Each event applies on its own but not the batch together: report the batch's error.
    throw batchError;
  }
}

/** The whole batch at once; when that throws, event by event to find and set aside the culprits. */
async function applyIsolatingFailures(
  context: ProjectionContext,
  projection: Projection,
  events: readonly RecordedEvent[],
  firstSequence: number,
  logger: Logger,
): Promise<void> {
  const { trx } = context;
  try {
    // The batch transaction opened with the savepoint; the commit releases it.
    await projection.apply(context, events, firstSequence);
    return;
  } catch {
    await sql`ROLLBACK TO SAVEPOINT ${sql.raw(batchSavepoint)}`.execute(trx);
  }
  for (const [index, event] of events.entries()) {
    const sequence = firstSequence + index;
    await sql`SAVEPOINT single_event`.execute(trx);
    try {
      await projection.apply(context, [event], sequence);
      await sql`RELEASE SAVEPOINT single_event`.execute(trx);
    } catch (error) {
      await sql`ROLLBACK TO SAVEPOINT single_event`.execute(trx);
      await recordDeadLetter(trx, projection.name, event, sequence, error);
      logger.error(
        { err: error, projection: projection.name, eventId: event.id, type: event.type },
        'projection handler failed; event sent to the dead-letter table',
      );
    }
  }
}
