import { comparePositions, type Logger, type RecordedEvent } from '@shop/core';
import { sql } from 'kysely';
import type pg from 'pg';
import { withBatchTransaction } from './batch-transaction.js';
import {
  type Checkpoint,
  readCheckpoint,
  recordDeadLetter,
  writeCheckpoint,
} from './checkpoint.repository.js';
import type { Projection, ProjectionContext } from './projection.js';

/** Another runner moved the checkpoint: this one is no longer the only writer. */
export class CheckpointMoved extends Error {
  override readonly name = 'CheckpointMoved';
}

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
 * leaves either none or all of the batch's effects.
 */
export async function applyBatch(
  pool: pg.Pool,
  projection: Projection,
  expected: Checkpoint,
  batch: readonly RecordedEvent[],
  failure: FailureMode,
): Promise<Checkpoint> {
  const last = batch.at(-1);
  if (!last) return expected;
  return withBatchTransaction(pool, async (context) => {
    const { trx } = context;
    const current = await readCheckpoint(trx, projection.name, { forUpdate: true });
    if (
      current.eventsSeen !== expected.eventsSeen ||
      comparePositions(current.position, expected.position) !== 0
    ) {
      throw new CheckpointMoved(`Projection ${projection.name} was moved on by another runner`);
    }
    const firstSequence = expected.eventsSeen + 1;
    if (failure.kind === 'fail')
      await applyNamingFailure(context, projection, batch, firstSequence);
    else await applyIsolatingFailures(context, projection, batch, firstSequence, failure.logger);
    const next = { position: last.position, eventsSeen: expected.eventsSeen + batch.length };
    await writeCheckpoint(trx, projection.name, next);
    return next;
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
  await sql`SAVEPOINT batch`.execute(trx);
  try {
    await projection.apply(context, events, firstSequence);
    await sql`RELEASE SAVEPOINT batch`.execute(trx);
    return;
  } catch (batchError) {
    await sql`ROLLBACK TO SAVEPOINT batch`.execute(trx);
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
  await sql`SAVEPOINT batch`.execute(trx);
  try {
    await projection.apply(context, events, firstSequence);
    await sql`RELEASE SAVEPOINT batch`.execute(trx);
    return;
  } catch {
    await sql`ROLLBACK TO SAVEPOINT batch`.execute(trx);
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
