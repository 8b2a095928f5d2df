import { type Database, type GlobalPosition, type RecordedEvent, START_POSITION } from '@shop/core';
import type { Kysely } from 'kysely';

export interface Checkpoint {
  readonly position: GlobalPosition;
  /** Events handed to the projection so far, applied or dead-lettered. */
  readonly eventsSeen: number;
  /**
   * The checkpoint as written, when this one moved past batches the projection had nothing in
   * without writing it yet (see `applyBatch`'s `deferPasses`).
   */
  readonly written?: Checkpoint;
}

export const initialCheckpoint: Checkpoint = { position: START_POSITION, eventsSeen: 0 };

/** Reads the checkpoint; `forUpdate` locks it for the rest of the transaction. */
export async function readCheckpoint(
  db: Kysely<Database>,
  name: string,
  { forUpdate = false } = {},
): Promise<Checkpoint> {
  let query = db
    .selectFrom('projection_checkpoints')
    .select(['commit_position', 'prepare_position', 'events_seen'])
    .where('name', '=', name);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return initialCheckpoint;
  return {
    position: { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) },
    eventsSeen: row.events_seen,
  };
}

export async function writeCheckpoint(
  trx: Kysely<Database>,
  name: string,
  checkpoint: Checkpoint,
): Promise<void> {
  const values = {
    commit_position: checkpoint.position.commit.toString(),
    prepare_position: checkpoint.position.prepare.toString(),
    events_seen: checkpoint.eventsSeen,
    updated_at: new Date(),
  };
  await trx
    .insertInto('projection_checkpoints')
    .values({ name, ...values })
    .onConflict((conflict) => conflict.column('name').doUpdateSet(values))
    .execute();
}

export async function deleteCheckpoint(trx: Kysely<Database>, name: string): Promise<void> {
  await trx.deleteFrom('projection_checkpoints').where('name', '=', name).execute();
  await trx.deleteFrom('projection_dead_letters').where('projection', '=', name).execute();
}

export async function recordDeadLetter(
  trx: Kysely<Database>,
  projection: string,
  event: RecordedEvent,
  sequence: number,
  error: unknown,
): Promise<void> {
  await trx
    .insertInto('projection_dead_letters')
    .values({
      projection,
      event_id: event.id,
      stream_name: event.streamName,
      type: event.type,
      sequence,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      commit_position: event.position.commit.toString(),
      prepare_position: event.position.prepare.toString(),
    })
    .onConflict((conflict) => conflict.constraint('projection_dead_letters_event_key').doNothing())
    .execute();
}
