import type { Database, EventStore } from '@shop/core';
import { allProjections } from '@shop/projections';
import { type Kysely, sql } from 'kysely';
import { createRouter, publicRoute } from '../http/access.js';
import { projectionLag } from './projection-lag.js';

/** `/Iamalive` for load balancers; `/api/health` with each projection's lag for operators. */
export function healthRoutes({ db, store }: { db: Kysely<Database>; store: EventStore }) {
  const alive = createRouter();
  alive.get('/Iamalive', publicRoute, async (ctx) => {
    await sql`SELECT 1`.execute(db);
    ctx.body = { status: 'ok' };
  });

  const health = createRouter({ prefix: '/api' });
  health.get('/health', publicRoute, async (ctx) => {
    const projections = await Promise.all(
      allProjections.map((projection) => projectionLag(db, store, projection.name)),
    );
    ctx.body = { status: 'ok', projections };
  });
  return { alive, health };
}
