import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { KoaAdapter } from '@bull-board/koa';
import type { Database } from '@shop/core';
import type { JobQueue } from '@shop/workers';
import type { Middleware } from 'koa';
import type { Kysely } from 'kysely';
import { sessionCookie } from '../auth/authenticate.middleware.js';
import { findSession } from '../auth/session.repository.js';
import { AppError, forbidden, unauthenticated } from '../http/app-error.js';
import type { AppState } from '../http/app-state.js';

/** Where staff find the job queues: queues, jobs, failures, retry. */
export const queueDashboardPath = '/api/admin/queues';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * bull-board's dashboard of the job queues, for staff only, signed in with the back office's
 * session cookie (a page the browser opens carries no bearer token). Its own page sends no CSRF
 * header, so its writes (retry, remove, pause) must come from our own origin instead: a browser
 * always says where a cross-origin write comes from. Mounted before the body parser, which it
 * brings along.
 *
 * @example
 * app.use(queueDashboard(db, Object.values(workers.queues)));
 */
export function queueDashboard(
  db: Kysely<Database>,
  queues: readonly JobQueue<unknown, unknown>[],
): Middleware<AppState> {
  const serverAdapter = new KoaAdapter();
  serverAdapter.setBasePath(queueDashboardPath);
  createBullBoard({
    queues: queues.map(
      (queue) =>
        new BullMQAdapter(queue as unknown as ConstructorParameters<typeof BullMQAdapter>[0]),
    ),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'Shop job queues' } },
  });
  const board = serverAdapter.registerPlugin() as unknown as Middleware<AppState>;

  return async function queueDashboardMiddleware(ctx, next) {
    if (ctx.path !== queueDashboardPath && !ctx.path.startsWith(`${queueDashboardPath}/`)) {
      return next();
    }
    const token = ctx.cookies.get(sessionCookie);
    const session = token ? await findSession(db, token) : null;
    if (!session) throw unauthenticated();
    if (session.user.role !== 'staff') throw forbidden();
    // Koa's `ctx.origin` follows the Origin header: compare with where the request came to.
    if (!safeMethods.has(ctx.method) && ctx.get('Origin') !== `${ctx.protocol}://${ctx.host}`) {
      throw new AppError(403, 'csrf_failed', 'Queue changes must come from the dashboard itself.');
    }
    // Its page loads its assets by relative paths: under the slash they resolve inside it.
    if (ctx.path === queueDashboardPath) {
      ctx.redirect(`${queueDashboardPath}/`);
      return;
    }
    await board(ctx, next);
  };
}
