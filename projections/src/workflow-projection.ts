import type { Database, Logger, RecordedEvent } from '@shop/core';
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
}

/** The checkpoint the workflows share, apart from the projections' names. */
export const workflowsCheckpointName = 'workflows';

/**
 * The workflows as the projection runner runs them: same subscription, same checkpoint, same
 * leadership, one runner for them all; their reactions run before the checkpoint moves.
 * Reactions to the events of one stream run in order, other streams' side by side. A step that
 * keeps failing is retried with backoff, then recorded in `workflow_failures` for staff, and the
 * rest go on.
 */
export function workflowsProjection(
  workflows: readonly Workflow[],
  options: WorkflowRunOptions,
): Projection {
  const { concurrency = 16 } = options;
  return {
    name: workflowsCheckpointName,
    tables: [],
    async apply() {},
    async react(events) {
      const byStream = new Map<string, RecordedEvent[]>();
      for (const event of events) {
        if (!workflows.some((workflow) => workflow.reactionsTo(event).length > 0)) continue;
        byStream.set(event.streamName, [...(byStream.get(event.streamName) ?? []), event]);
      }
      const queue = [...byStream.values()];
      await Promise.all(
        Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
          for (let stream = queue.shift(); stream; stream = queue.shift()) {
            for (const event of stream) {
              // One workflow's steps for an event do not wait for another's.
              await Promise.all(
                workflows.map(async (workflow) => {
                  for (const reaction of workflow.reactionsTo(event)) {
                    await runReaction(workflow, reaction, event, options);
                  }
                }),
              );
            }
          }
        }),
      );
    },
  };
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
