import { comparePositions, type Database, type GlobalPosition } from '@shop/core';
import type { Kysely } from 'kysely';
import { readCheckpoint } from './checkpoint.repository.js';
import { sleep } from './sleep.js';

export class ProjectionTimeout extends Error {
  override readonly name = 'ProjectionTimeout';
}

/** The projection went past the awaited write without applying it: it was dead-lettered. */
export class ProjectionDeadLetter extends Error {
  override readonly name = 'ProjectionDeadLetter';
  constructor(
    readonly projection: string,
    readonly event: { readonly id: string; readonly type: string; readonly streamName: string },
  ) {
    super(
      `The ${projection} view could not apply event ${event.type} ${event.id} of ${event.streamName}`,
    );
  }
}

/**
 * Waits until a projection has applied the event at `position`, so that a command's caller can
 * read its own write. The projection may run in another process: this watches its checkpoint.
 *
 * @example
 * const { position } = await handleCommand(store, stream, decider, command, metadata);
 * if (position) await waitForProjection(db, 'users', position);
 */
export async function waitForProjection(
  db: Kysely<Database>,
  name: string,
  position: GlobalPosition,
  { timeoutMs = 5000, pollMs = 10 } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const checkpoint = await readCheckpoint(db, name);
    if (comparePositions(checkpoint.position, position) >= 0) {
      await refuseDeadLetters(db, name, position);
      return;
    }
    if (Date.now() > deadline) {
      throw new ProjectionTimeout(`Projection ${name} did not catch up within ${timeoutMs} ms`);
    }
    await sleep(pollMs);
  }
}

/**
 * Events of one append share their commit position: a dead letter among them means the caller
 * would read a view without its own write.
 */
async function refuseDeadLetters(
  db: Kysely<Database>,
  name: string,
  position: GlobalPosition,
): Promise<void> {
  const letter = await db
    .selectFrom('projection_dead_letters')
    .select(['event_id', 'type', 'stream_name', 'prepare_position'])
    .where('projection', '=', name)
    .where('commit_position', '=', position.commit.toString())
    .execute();
  const mine = letter.find((row) => BigInt(row.prepare_position ?? '0') <= position.prepare);
  if (mine) {
    throw new ProjectionDeadLetter(name, {
      id: mine.event_id,
      type: mine.type,
      streamName: mine.stream_name,
    });
  }
}
