import type { Logger, RecordedEvent } from '@shop/core';
import type pg from 'pg';
import { applyBatch } from './apply-batch.js';
import type { Checkpoint } from './checkpoint.repository.js';
import { MovingCheckpoint } from './moving-checkpoint.js';
import type { Projection } from './projection.js';

interface Reacting {
  readonly batch: readonly RecordedEvent[];
  readonly done: Promise<void>;
  finished: boolean;
}

/**
 * Follows `batches` for a projection that reacts (the workflows) with up to
 * `projection.reactAhead` batches reacting at once: the next batch is read and handed to
 * `react` while earlier ones still run, so one slow step (a payment provider's answer, a retry's
 * backoff) no longer holds back every other stream's next step. The checkpoint still moves in
 * order: past a batch only once its reactions and those of every batch before it are done, the
 * batches finished by then in one transaction. A crash re-runs exactly what had not finished, as
 * before. A failing `react` stops the reading; what is still running is awaited, then the error
 * is thrown (the runner restarts from the checkpoint).
 */
export async function followReactingAhead(
  batches: AsyncIterable<readonly RecordedEvent[]>,
  {
    pool,
    projection,
    logger,
    checkpoint: start,
    stopReading,
  }: {
    pool: pg.Pool;
    projection: Projection;
    logger: Logger;
    checkpoint: Checkpoint;
    /** Ends the subscription behind `batches` (when a reaction failed). */
    stopReading: () => void;
  },
): Promise<Checkpoint> {
  const react = projection.react;
  if (!react) throw new Error(`Projection ${projection.name} does not react`);
  const ahead = Math.max(1, projection.reactAhead ?? 1);
  const reacting: Reacting[] = [];
  let failure: { error: unknown } | null = null;
  let committing: Promise<void> = Promise.resolve();
  let committerRunning = false;
  /** Resolves whenever a batch leaves `reacting` or a reaction fails. */
  let changed = deferred();
  const fail = (error: unknown) => {
    failure ??= { error };
    stopReading();
    changed.resolve();
  };

  const moving = new MovingCheckpoint(pool, projection.name, start, fail);

  /** Moves the checkpoint past the finished batches at the front while there are any. */
  async function commitFinished(): Promise<void> {
    try {
      while (reacting.length > 0 && !failure) {
        await reacting[0]?.done;
        const finished: Reacting[] = [];
        while (reacting[0]?.finished) finished.push(reacting.shift() as Reacting);
        const events = finished.flatMap((entry) => entry.batch);
        const reacted = events.some((event) => projection.reactsTo?.(event) ?? true);
        const dead = { kind: 'dead-letter', logger } as const;
        await moving.move((from) =>
          applyBatch(pool, projection, from, events, dead, { deferPasses: !reacted }),
        );
        changed.resolve();
      }
    } catch (error) {
      fail(error);
    } finally {
      // In the same turn as the check above: a batch pushed after it starts a new committer.
      committerRunning = false;
    }
  }

  for await (const batch of batches) {
    const entry: Reacting = { batch, done: react.call(projection, batch), finished: false };
    entry.done.then(() => {
      entry.finished = true;
    }, fail);
    reacting.push(entry);
    if (!committerRunning) {
      committerRunning = true;
      committing = commitFinished();
    }
    while (reacting.length >= ahead && !failure) {
      changed = deferred();
      await changed.promise;
    }
    if (failure) break;
  }
  // Stopped or failed: let what is running end, and record what finished.
  await Promise.allSettled(reacting.map((entry) => entry.done));
  await committing;
  if (!failure && reacting.length > 0) await commitFinished();
  // A pass not stored yet is read again after a restart, and has nothing to react to.
  await moving.close();
  // Set by callbacks, which the compiler's narrowing does not see.
  const failed = failure as { error: unknown } | null;
  if (failed) throw failed.error;
  return moving.current;
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
