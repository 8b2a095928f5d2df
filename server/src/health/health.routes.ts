import type { Database, EventStore } from '@shop/core';
import { allProjections, workflowsCheckpointName } from '@shop/projections';
import { type Kysely, sql } from 'kysely';
import { createRouter, publicRoute, requireRole } from '../http/access.js';
import { describeRoute } from '../http/route-docs.js';
import { lagCountedUpTo, projectionLag } from './projection-lag.js';

/**
 * `/Iamalive` and `/api/health` for load balancers (alive, and the database answers: nothing
 * more); `/api/admin/health` for staff, with each projection's and the workflows' lag (counted
 * up to `lagCountedUpTo`) and dead letters.
 */
export function healthRoutes({ db, store }: { db: Kysely<Database>; store: EventStore }) {
  const alive = createRouter();
  const liveness = async (ctx: { body: unknown }) => {
    await sql`SELECT 1`.execute(db);
    ctx.body = { status: 'ok' };
  };
  alive.get(
    '/Iamalive',
    publicRoute,
    describeRoute({ summary: 'Liveness, for load balancers' }),
    liveness,
  );

  const health = createRouter({ prefix: '/api' });
  health.get('/health', publicRoute, describeRoute({ summary: 'Liveness' }), liveness);
  health.get(
    '/admin/health',
    requireRole('staff'),
    describeRoute({
      summary: `Projection and workflow lag (events behind, counted up to ${lagCountedUpTo.toLocaleString('en-US')}), dead letters`,
    }),
    async (ctx) => {
      const names = [
        ...allProjections.map((projection) => projection.name),
        workflowsCheckpointName,
      ];
      const [projections, deadLetters] = await Promise.all([
        Promise.all(names.map((name) => projectionLag(db, store, name))),
        db
          .selectFrom('projection_dead_letters')
          .select(['projection', (eb) => eb.fn.countAll<string>().as('count')])
          .groupBy('projection')
          .execute(),
      ]);
      ctx.body = {
        status: 'ok',
        projections: projections.map((projection) => ({
          ...projection,
          deadLetters: Number(
            deadLetters.find((row) => row.projection === projection.name)?.count ?? 0,
          ),
        })),
      };
    },
  );
  return { alive, health };
}
