import type { Database, EventStore, Logger } from '@shop/core';
import {
  claimWorkflowRetries,
  resolveWorkflowFailure,
  runReaction,
  type Workflow,
} from '@shop/projections';
import type { Kysely } from 'kysely';
import type { JobQueue } from '../queues/queue-connection.js';

interface RetryDependencies {
  readonly db: Kysely<Database>;
  readonly store: EventStore;
  readonly logger: Logger;
  readonly workflows: readonly Workflow[];
  /** Queues by name, for failed jobs. */
  readonly queues: ReadonlyMap<string, JobQueue<unknown, unknown>>;
}

/**
 * Runs again the failed steps staff asked to retry (the back office's retry button sets
 * `retry_requested_at`): a workflow step on its causing event, a job as a new job with the same
 * data. Several workers may poll; each retry is claimed by one.
 */
export function startWorkflowRetries(dependencies: RetryDependencies, { everyMs = 2000 } = {}) {
  const { db, logger } = dependencies;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const tick = async () => {
    try {
      for (const failure of await claimWorkflowRetries(db, 'event')) {
        await retryStep(dependencies, failure);
      }
      for (const failure of await claimWorkflowRetries(db, 'job')) {
        await retryJob(dependencies, failure);
      }
    } catch (error) {
      logger.error({ err: error }, 'could not run the retries staff asked for');
    }
  };
  const timer = setInterval(() => {
    if (!stopped) running = running.then(tick);
  }, everyMs);
  return {
    async close() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

type Failure = Awaited<ReturnType<typeof claimWorkflowRetries>>[number];

async function retryStep(dependencies: RetryDependencies, failure: Failure) {
  const { db, store, logger, workflows } = dependencies;
  const source = failure.source as { stream?: string; revision?: number };
  const workflow = workflows.find((candidate) => candidate.name === failure.workflow);
  const event = (await store.readStream(source.stream ?? '')).find(
    (candidate) => candidate.revision === source.revision,
  );
  const reaction = event && workflow?.reactionsTo(event).find((step) => step.step === failure.step);
  if (!workflow || !event || !reaction) {
    logger.error({ failure: failure.id }, 'a failed workflow step to retry no longer exists');
    return;
  }
  if (await runReaction(workflow, reaction, event, { db, logger, attempts: 1 })) {
    await resolveWorkflowFailure(db, {
      workflow: workflow.name,
      step: reaction.step,
      key: failure.source_key,
    });
  }
}

async function retryJob(dependencies: RetryDependencies, failure: Failure) {
  const source = failure.source as { queue?: string; data?: unknown };
  const queue = dependencies.queues.get(source.queue ?? '');
  if (!queue) return;
  await queue.add(
    failure.step,
    { ...(source.data as object), retryOf: failure.source_key },
    {
      jobId: `${failure.source_key}-retry-${Date.now()}`,
      attempts: 3,
      backoff: { type: 'exponential', delay: 1000 },
    },
  );
  await resolveWorkflowFailure(dependencies.db, {
    workflow: failure.workflow,
    step: failure.step,
    key: failure.source_key,
  });
}
