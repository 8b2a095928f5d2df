import { comparePositions, type Database, foreground, type GlobalPosition } from '@shop/core';
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

interface Waiter {
  readonly position: GlobalPosition;
  readonly deadline: number;
  readonly timeoutMs: number;
  resolve(): void;
  reject(error: Error): void;
}

/**
 * One watch per database and projection, however many requests wait: a request that waits for
 * its own write joins it rather than polling the checkpoint on its own.
 */
const watches = new WeakMap<Kysely<Database>, Map<string, Set<Waiter>>>();

/**
 * Waits until a projection has applied the event at `position`, so that a command's caller can
 * read its own write. The projection may run in another process: this watches its checkpoint.
 *
 * @example
 * const { position } = await handleCommand(store, stream, decider, command, metadata);
 * if (position) await waitForProjection(db, 'users', position);
 */
export function waitForProjection(
  db: Kysely<Database>,
  name: string,
  position: GlobalPosition,
  { timeoutMs = 5000, pollMs = 5 } = {},
): Promise<void> {
  // The projection must not wait for the request waiting for it (see `foreground`).
  return foreground.aside(() => watchFor(db, name, position, timeoutMs, pollMs));
}

function watchFor(
  db: Kysely<Database>,
  name: string,
  position: GlobalPosition,
  timeoutMs: number,
  pollMs: number,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let byName = watches.get(db);
    if (!byName) {
      byName = new Map();
      watches.set(db, byName);
    }
    let waiters = byName.get(name);
    const waiter = { position, deadline: Date.now() + timeoutMs, timeoutMs, resolve, reject };
    if (waiters) {
      waiters.add(waiter);
      return;
    }
    waiters = new Set([waiter]);
    byName.set(name, waiters);
    void watch(db, name, byName, waiters, pollMs);
  });
}

/** Reads the checkpoint while anyone waits, and answers each waiter once it is passed. */
async function watch(
  db: Kysely<Database>,
  name: string,
  byName: Map<string, Set<Waiter>>,
  waiters: Set<Waiter>,
  pollMs: number,
): Promise<void> {
  for (;;) {
    // Checked and let go in one step: a waiter arriving later starts a watch of its own.
    if (waiters.size === 0) {
      byName.delete(name);
      return;
    }
    try {
      const checkpoint = await readCheckpoint(db, name);
      const now = Date.now();
      for (const waiter of [...waiters]) {
        if (comparePositions(checkpoint.position, waiter.position) >= 0) {
          waiters.delete(waiter);
          refuseDeadLetters(db, name, waiter.position).then(waiter.resolve, waiter.reject);
        } else if (now > waiter.deadline) {
          waiters.delete(waiter);
          waiter.reject(
            new ProjectionTimeout(
              `Projection ${name} did not catch up within ${waiter.timeoutMs} ms`,
            ),
          );
        }
      }
    } catch (error) {
      for (const waiter of waiters) waiter.reject(error as Error);
      waiters.clear();
    }
    if (waiters.size > 0) await sleep(pollMs);
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
