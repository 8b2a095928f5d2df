import type { Database, WorkflowFailureRow } from '@shop/core';
import { type Kysely, sql } from 'kysely';

export interface FailureSource {
  readonly kind: 'event' | 'job';
  /** The event's id, or the job's id: a step fails once per cause, however often it is retried. */
  readonly key: string;
  readonly details: Record<string, unknown>;
}

/** Records (or records again) a step that ran out of retries; a later success resolves it. */
export async function recordWorkflowFailure(
  db: Kysely<Database>,
  failure: {
    readonly workflow: string;
    readonly step: string;
    readonly source: FailureSource;
    readonly error: unknown;
    readonly attempts: number;
  },
): Promise<void> {
  const error =
    failure.error instanceof Error
      ? (failure.error.stack ?? failure.error.message)
      : String(failure.error);
  const values = {
    source: JSON.stringify({ kind: failure.source.kind, ...failure.source.details }),
    error: error.slice(0, 4000),
    attempts: failure.attempts,
  };
  await db
    .insertInto('workflow_failures')
    .values({
      workflow: failure.workflow,
      step: failure.step,
      source_key: failure.source.key,
      ...values,
    })
    .onConflict((conflict) =>
      conflict.constraint('workflow_failures_source_key').doUpdateSet({
        ...values,
        failed_at: sql`now()`,
        resolved_at: null,
      }),
    )
    .execute();
}

/** Marks the failures of a step and cause as resolved, after it succeeded on a retry. */
export async function resolveWorkflowFailure(
  db: Kysely<Database>,
  { workflow, step, key }: { workflow: string; step: string; key: string },
): Promise<void> {
  await db
    .updateTable('workflow_failures')
    .set({ resolved_at: sql`now()`, retry_requested_at: null })
    .where('workflow', '=', workflow)
    .where('step', '=', step)
    .where('source_key', '=', key)
    .where('resolved_at', 'is', null)
    .execute();
}

/** Staff asked to run a failed step again; whoever runs retries picks it up. */
export async function requestWorkflowRetry(
  db: Kysely<Database>,
  id: number,
  by: string,
): Promise<WorkflowFailureRow | undefined> {
  return db
    .updateTable('workflow_failures')
    .set({ retry_requested_at: sql`now()`, retry_requested_by: by })
    .where('id', '=', id)
    .where('resolved_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Takes the retries staff asked for, so that one runner (of several) runs each. A retry that
 * fails again is recorded again and waits for the next request.
 */
export async function claimWorkflowRetries(
  db: Kysely<Database>,
  kind: FailureSource['kind'],
  limit = 20,
): Promise<WorkflowFailureRow[]> {
  return db
    .updateTable('workflow_failures')
    .set({ retry_requested_at: null })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('workflow_failures')
        .select('id')
        .where('retry_requested_at', 'is not', null)
        .where('resolved_at', 'is', null)
        .where(sql<boolean>`source->>'kind' = ${kind}`)
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
}
