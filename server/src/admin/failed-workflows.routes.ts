import type { Database, WorkflowFailureRow } from '@shop/core';
import { requestWorkflowRetry } from '@shop/projections';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { createRouter, requireRole, signedIn } from '../http/access.js';
import { notFound } from '../http/app-error.js';
import { int8Id } from '../http/bounded.js';
import { describeRoute } from '../http/route-docs.js';
import { listQueryDocs, parseListQuery, setContentRange } from './simple-rest.js';

const failureId = int8Id;
const sortable = ['id', 'failed_at', 'workflow'] as const;
const filterSchema = z.object({
  resolved: z.boolean().optional(),
  workflow: z.string().max(100).optional(),
});

/**
 * `failed-workflows` (staff, ra-data-simple-rest): the steps of workflows and jobs that ran out
 * of retries, with their error; `POST /:id/retry` asks the workers to run the step again.
 */
export function failedWorkflowsRoutes({ db }: { db: Kysely<Database> }) {
  const router = createRouter();
  const staff = requireRole('staff');

  router.get(
    '/admin/failed-workflows',
    staff,
    describeRoute({
      summary: 'Workflow steps and jobs that ran out of retries',
      query: listQueryDocs(filterSchema),
    }),
    async (ctx) => {
      const query = parseListQuery(ctx.query, {
        sortable,
        defaultSort: { field: 'id', order: 'desc' },
      });
      const filter = filterSchema.parse(query.filter);
      let select = db.selectFrom('workflow_failures');
      if (filter.resolved !== undefined) {
        select = select.where('resolved_at', filter.resolved ? 'is not' : 'is', null);
      }
      if (filter.workflow) select = select.where('workflow', '=', filter.workflow);
      const [rows, count] = await Promise.all([
        select
          .selectAll()
          .orderBy(query.sort.field, query.sort.order)
          .offset(query.offset)
          .limit(query.limit)
          .execute(),
        select.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      setContentRange(ctx, 'failed-workflows', query, rows.length, Number(count.total));
      ctx.body = rows.map(failureRecord);
    },
  );

  router.get(
    '/admin/failed-workflows/:id',
    staff,
    describeRoute({ summary: 'One failed step', params: z.object({ id: failureId }) }),
    async (ctx) => {
      const id = failureId.safeParse(ctx.params.id);
      const row = id.success
        ? await db
            .selectFrom('workflow_failures')
            .selectAll()
            .where('id', '=', id.data)
            .executeTakeFirst()
        : undefined;
      if (!row) throw notFound('This failed step');
      ctx.body = failureRecord(row);
    },
  );

  router.post(
    '/admin/failed-workflows/:id/retry',
    staff,
    describeRoute({
      summary: 'Retry a failed step',
      params: z.object({ id: failureId }),
      body: 'none',
      success: { status: 202 },
    }),
    async (ctx) => {
      const id = failureId.safeParse(ctx.params.id);
      const row = id.success
        ? await requestWorkflowRetry(db, id.data, signedIn(ctx.state).user.id)
        : undefined;
      if (!row) throw notFound('This failed step');
      ctx.status = 202;
      ctx.body = failureRecord(row);
    },
  );

  return router;
}

function failureRecord(row: WorkflowFailureRow) {
  const iso = (value: Date | string | number | null) =>
    value === null ? null : new Date(value).toISOString();
  return {
    id: Number(row.id),
    workflow: row.workflow,
    step: row.step,
    source: row.source,
    error: row.error,
    /** The error's first line, for the list. */
    error_summary: row.error.split('\n')[0]?.slice(0, 200) ?? '',
    attempts: row.attempts,
    failed_at: iso(row.failed_at),
    retry_requested_at: iso(row.retry_requested_at),
    resolved_at: iso(row.resolved_at),
    resolved: row.resolved_at !== null,
  };
}
