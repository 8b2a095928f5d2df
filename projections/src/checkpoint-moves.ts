import { comparePositions } from '@shop/core';
import pg from 'pg';
import { type Checkpoint, initialCheckpoint } from './checkpoint.repository.js';

/** Another runner moved the checkpoint: this one is no longer the only writer. */
export class CheckpointMoved extends Error {
  override readonly name = 'CheckpointMoved';
}

/**
 * A call of `shop_move_checkpoint` (its migration) moving `name`'s checkpoint from `from` to
 * `to`, as statement text: the name as a quoted literal; positions are bigints and counts
 * integers, whose decimal digits are safe as they are. With `may_insert` when `from` is the
 * very beginning (a runner starting from scratch inserts the row).
 */
export function moveCheckpointCall(name: string, from: Checkpoint, to: Checkpoint): string {
  const fromStart =
    from.eventsSeen === 0 && comparePositions(from.position, initialCheckpoint.position) === 0;
  const values = [
    pg.escapeLiteral(name),
    from.position.commit.toString(),
    from.position.prepare.toString(),
    from.eventsSeen,
    to.position.commit.toString(),
    to.position.prepare.toString(),
    to.eventsSeen,
    fromStart,
  ];
  return `shop_move_checkpoint(${values.join(', ')})`;
}

/** `CheckpointMoved` for `shop_move_checkpoint`'s refusal (SH001); any other error as it is. */
export function namingMover(error: unknown, name: string): unknown {
  return (error as { code?: unknown }).code === 'SH001'
    ? new CheckpointMoved(`Projection ${name} was moved on by another runner`)
    : error;
}

/** One projection's checkpoint to move past batches that had nothing for it. */
export interface CheckpointPass {
  readonly name: string;
  readonly from: Checkpoint;
  readonly to: Checkpoint;
}

/**
 * Moves the checkpoints of `passes` in one statement and one round trip, as a batch's commit
 * moves one (`shop_move_checkpoint`: each only from where its runner left it), without waiting
 * for the disk (see `withBatchTransaction`). One refused fails them all (the statement is its
 * own transaction): `CheckpointMoved` naming the first projection when there is only one.
 */
export async function passCheckpoints(
  pool: pg.Pool,
  passes: readonly CheckpointPass[],
): Promise<void> {
  const calls = passes.map(({ name, from, to }) => moveCheckpointCall(name, from, to));
  try {
    await pool.query(`SELECT set_config('synchronous_commit', 'off', true), ${calls.join(', ')}`);
  } catch (error) {
    const only = passes.length === 1 ? passes[0] : undefined;
    throw only ? namingMover(error, only.name) : error;
  }
}
