import { comparePositions, type Database, type GlobalPosition } from '@shop/core';
import type { Kysely } from 'kysely';
import { readCheckpoint } from './checkpoint.repository.js';
import { sleep } from './sleep.js';

export class ProjectionTimeout extends Error {
  override readonly name = 'ProjectionTimeout';
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
    if (comparePositions(checkpoint.position, position) >= 0) return;
    if (Date.now() > deadline) {
      throw new ProjectionTimeout(`Projection ${name} did not catch up within ${timeoutMs} ms`);
    }
    await sleep(pollMs);
  }
}
