import Router from '@koa/router';
import { type Config, type Database, type EventStore, taxTableFrom } from '@shop/core';
import type { MailTransport } from '@shop/workers';
import type { Kysely } from 'kysely';
import { eventsRoutes } from './admin/events.routes.js';
import { productsAdminRoutes } from './admin/products.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { requireRole } from './auth/authenticate.middleware.js';
import { cartRoutes } from './cart/cart.routes.js';
import { productsRoutes } from './catalog/products.routes.js';
import { shippingRoutes } from './checkout/shipping.routes.js';
import type { AppState } from './http/app-state.js';
import { ordersRoutes } from './orders/orders.routes.js';
import type { PayPalSetup } from './payments/paypal-setup.js';
import { preferenceRoutes } from './preference/preference.routes.js';

export interface ApiDependencies {
  readonly config: Config;
  readonly db: Kysely<Database>;
  readonly store: EventStore;
  /** Sends mail; the mains hand it to the workers' mail queue, tests record it. */
  readonly mail: MailTransport;
  /** PayPal, or the in-process simulator when none is configured. */
  readonly paypal: PayPalSetup;
}

/** Everything under `/api`; `/api/admin` for staff and sellers (limited to their own objects). */
export function apiRouter({ config, db, store, mail, paypal }: ApiDependencies) {
  const api = new Router<AppState>({ prefix: '/api' });
  const taxTable = taxTableFrom(config.TAX_RATES);
  for (const routes of [
    authRoutes({ db, config, store, mail }),
    productsRoutes({ db }),
    preferenceRoutes({ db }),
    cartRoutes({ db, store }),
    shippingRoutes({ db, taxTable }),
    ordersRoutes({ db, store, paypal: paypal.client, taxTable }),
  ]) {
    api.use(routes.routes(), routes.allowedMethods());
  }

  const admin = new Router<AppState>({ prefix: '/admin' });
  admin.use(requireRole('staff', 'seller'));
  for (const routes of [eventsRoutes({ db }), productsAdminRoutes({ db, store })]) {
    admin.use(routes.routes(), routes.allowedMethods());
  }
  api.use(admin.routes(), admin.allowedMethods());
  return api;
}
