import Router from '@koa/router';
import type { Config, Database, EventStore } from '@shop/core';
import type { Kysely } from 'kysely';
import { eventsRoutes } from './admin/events.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { requireRole } from './auth/authenticate.middleware.js';
import type { AppState } from './http/app-state.js';

export interface ApiDependencies {
  readonly config: Config;
  readonly db: Kysely<Database>;
  readonly store: EventStore;
}

/** Everything under `/api`; `/api/admin` for staff and sellers (limited to their own objects). */
export function apiRouter({ config, db }: ApiDependencies) {
  const api = new Router<AppState>({ prefix: '/api' });
  const auth = authRoutes({ db, config });
  api.use(auth.routes(), auth.allowedMethods());

  const admin = new Router<AppState>({ prefix: '/admin' });
  admin.use(requireRole('staff', 'seller'));
  const events = eventsRoutes({ db });
  admin.use(events.routes(), events.allowedMethods());
  api.use(admin.routes(), admin.allowedMethods());
  return api;
}
