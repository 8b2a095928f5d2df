import { type Database, foreground, type Logger, type RecordedEvent } from '@shop/core';
import type { Kysely } from 'kysely';
import type { Projection } from './projection.js';
import { sleep } from './sleep.js';
import type { Reaction, Workflow } from './workflow.js';
import { recordWorkflowFailure } from './workflow-failures.repository.js';

export interface WorkflowRunOptions {
  readonly db: Kysely<Database>;
  readonly logger: Logger;
  /** Tries of a step before it is recorded as failed. */
  readonly attempts?: number;
  /** The first wait between tries; it doubles each time. */
  readonly backoffMs?: number;
  /** Streams whose reactions run at once. */
  readonly concurrency?: number;
  /** Batches of events reacting at once (see `Projection.reactAhead`). */
  readonly reactAhead?: number;
}

/** The checkpoint the workflows share, apart from the projections' names. */
export const workflowsCheckpointName = 'workflows';

/**
 * The workflows as the projection runner runs them: same subscription, same checkpoint, same
 * leadership, one runner for them all; their reactions run before the checkpoint moves past
 * their event. Reactions to the events of one stream run in order, across batches too; other
 * streams' run side by side, up to `concurrency` events at once, and the runner reads the next
 * batches while earlier ones still react (up to `reactAhead` batches). A step that
 * keeps failing is retried with backoff, then recorded in `workflow_failures` for staff, and the
 * rest go on.
 */
export function workflowsProjection(
  workflows: readonly Workflow[],
  options: WorkflowRunOptions,
): Projection {
  const { concurrency = 16, reactAhead = 64 } = options;
  const slots = new Slots(concurrency);
  /** The last event's reactions of each stream with reactions still to run. */
  const tails = new Map<string, Promise<void>>();

  function runEvent(event: RecordedEvent): Promise<void> {
    // One workflow's steps for an event do not wait for another's.
    return slots.run(async () => {
      // After the shoppers' requests of a burst (see `foreground`).
      await foreground.turn();
      await Promise.all(
        workflows.map(async (workflow) => {
          for (const reaction of workflow.reactionsTo(event)) {
            await runReaction(workflow, reaction, event, options);
          }
        }),
      );
    });
  }

  const reactsTo = (event: RecordedEvent) =>
    workflows.some((workflow) => workflow.reactionsTo(event).length > 0);

  return {
    name: workflowsCheckpointName,
    tables: [],
    // Writes no read model: its checkpoint moves past every batch in one round trip, not in a
    // batch transaction of three that has nothing to write.
    streams: [],
    reactAhead,
    async apply() {},
    reactsTo,
    async react(events) {
      const done: Promise<void>[] = [];
      for (const event of events) {
        if (!reactsTo(event)) continue;
        const stream = event.streamName;
        // After the stream's earlier events, those of earlier batches still running included.
        const previous = tails.get(stream) ?? Promise.resolve();
        const run = previous.then(
          () => runEvent(event),
          () => runEvent(event),
        );
        const tail = run.catch(() => {});
        tails.set(stream, tail);
        void tail.then(() => {
          if (tails.get(stream) === tail) tails.delete(stream);
        });
        done.push(run);
      }
      await Promise.all(done);
    },
  };
}

/** At most `size` tasks run at once; the others wait their turn, first come first served. */
class Slots {
  #free: number;
  readonly #waiting: (() => void)[] = [];

  constructor(size: number) {
    this.#free = size;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#free > 0) this.#free--;
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#free++;
    }
  }
}

/** Runs one step with retries; returns whether it succeeded. */
export async function runReaction(
  workflow: Workflow,
  reaction: Reaction,
  event: RecordedEvent,
  { db, logger, attempts = 5, backoffMs = 100 }: WorkflowRunOptions,
): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    try {
      await reaction.run(event);
      return true;
    } catch (error) {
      if (attempt < attempts) {
        await sleep(backoffMs * 2 ** (attempt - 1));
        continue;
      }
      logger.error(
        { err: error, workflow: workflow.name, step: reaction.step, eventId: event.id },
        'workflow step failed; recorded for staff',
      );
      await recordWorkflowFailure(db, {
        workflow: workflow.name,
        step: reaction.step,
        source: {
          kind: 'event',
          key: event.id,
          details: { stream: event.streamName, revision: event.revision, type: event.type },
        },
        error,
        attempts: attempt,
      });
      return false;
    }
  }
}
