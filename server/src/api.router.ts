import {
  type Config,
  type Database,
  type EventStore,
  sellerKeyCipher,
  shopCommands,
  taxTableFrom,
} from '@shop/core';
import type { JobQueue, MailTransport } from '@shop/workers';
import type { Kysely } from 'kysely';
import { dashboardRoutes } from './accounting/dashboard.routes.js';
import { ledgerRoutes } from './accounting/ledger.routes.js';
import { statementsRoutes } from './accounting/statements.routes.js';
import { walletAtRoutes } from './accounting/wallet-at.routes.js';
import { affiliatesRoutes } from './admin/affiliates/affiliates.routes.js';
import { eventsRoutes } from './admin/events.routes.js';
import { failedWorkflowsRoutes } from './admin/failed-workflows.routes.js';
import { ordersAdminRoutes } from './admin/orders/orders-admin.routes.js';
import { productsAdminRoutes } from './admin/products.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { blogRoutes } from './blog/blog.routes.js';
import { blogAdminRoutes } from './blog/blog-admin.routes.js';
import { cartRoutes } from './cart/cart.routes.js';
import { CatalogueAnswers } from './catalog/catalogue-cache.middleware.js';
import { type ReadModelVersionSource, sharedVersions } from './catalog/catalogue-version.js';
import { productsRoutes } from './catalog/products.routes.js';
import { shippingRoutes } from './checkout/shipping.routes.js';
import { contactRoutes } from './content/contact.routes.js';
import { contentAdminRoutes } from './content/content-admin.routes.js';
import { newsletterRoutes } from './content/newsletter.routes.js';
import { pageEntriesRoutes } from './content/page-entries.routes.js';
import { pageEntriesAdminRoutes } from './content/page-entries-admin.routes.js';
import { sitemapRoutes } from './content/sitemap.routes.js';
import { createRouter } from './http/access.js';
import { createRateLimits, type RateLimits } from './http/rate-limits.js';
import type { StreamWatcher } from './http/stream-watcher.js';
import { listingsRoutes } from './marketplace/listings.routes.js';
import { taobaoRoutes } from './marketplace/taobao.routes.js';
import type { TaobaoSetup } from './marketplace/taobao-setup.js';
import type { ShopMetrics } from './metrics/shop-metrics.js';
import { ordersRoutes } from './orders/orders.routes.js';
import type { PayPalSetup } from './payments/paypal-setup.js';
import { preferenceRoutes } from './preference/preference.routes.js';
import { reviewsRoutes } from './reviews/reviews.routes.js';
import { reviewsAdminRoutes } from './reviews/reviews-admin.routes.js';
import { sellerRoutes } from './sellers/seller.routes.js';
import { sellerCommands } from './sellers/seller-commands.js';
import { sellersAdminRoutes } from './sellers/sellers-admin.routes.js';
import type { CarrierSetup } from './shipping/carrier-setup.js';
import { walletRoutes } from './wallet/wallet.routes.js';

export interface ApiDependencies {
  readonly config: Config;
  readonly db: Kysely<Database>;
  readonly store: EventStore;
  /** Sends mail; the mains hand it to the workers' mail queue, tests record it. */
  readonly mail: MailTransport;
  /** PayPal, or the in-process simulator when none is configured. */
  readonly paypal: PayPalSetup;
  /** Wakes requests that wait for a workflow's result on a stream. */
  readonly watcher: StreamWatcher;
  /** Taobao, or the in-process TOP simulator and sandbox when none is configured. */
  readonly taobao: TaobaoSetup;
  /** Abuse limits shared by every replica (`http/rate-limit-store.ts`); unset: this process's own. */
  readonly rateLimits?: RateLimits;
  /** The carriers' tracking APIs, or the in-process carrier simulator. */
  readonly carriers: CarrierSetup;
  /** The job queues staff see in the queue dashboard; none, no dashboard. */
  readonly queues?: readonly JobQueue<unknown, unknown>[];
  /** The Prometheus metrics the app records and `/metrics` shows; unset, the app makes its own. */
  readonly metrics?: ShopMetrics;
  /** The read models' versions, read once for all concurrent requests; unset, made here. */
  readonly versions?: ReadModelVersionSource;
  /** The catalogue answers kept per version (the app's fast path reads them); unset, made here. */
  readonly catalogueAnswers?: CatalogueAnswers;
}

/**
 * Everything under `/api`; `/api/admin` for staff and sellers (limited to their own objects).
 * Each route starts with its own guard (`http/access.ts`).
 */
export function apiRouter({
  config,
  db,
  store,
  mail,
  watcher,
  rateLimits,
  carriers,
  taobao,
  versions = sharedVersions(db),
  catalogueAnswers = new CatalogueAnswers(),
}: ApiDependencies) {
  const api = createRouter({ prefix: '/api' });
  const taxTable = taxTableFrom(config.TAX_RATES);
  const commands = shopCommands(store);
  const limits = {
    maxUnpaidOrders: config.MAX_UNPAID_ORDERS,
    keyTtlMs: config.IDEMPOTENCY_KEY_HOURS * 3_600_000,
  };
  const cipher = config.SELLER_KEYS_SECRET ? sellerKeyCipher(config.SELLER_KEYS_SECRET) : null;
  const sellerWrites = sellerCommands({ db, commands, cipher });
  const abuseLimits = rateLimits ?? createRateLimits(config, { kind: 'memory' });
  for (const routes of [
    authRoutes({ db, config, store, mail, rateLimits: abuseLimits, versions }),
    productsRoutes({ db, versions, answers: catalogueAnswers }),
    preferenceRoutes({ db, config }),
    cartRoutes({ db, store, versions }),
    shippingRoutes({ db, store, taxTable }),
    ordersRoutes({ db, store, watcher, commands, taxTable, limits, site: config }),
    walletRoutes({ db, store, watcher, commands }),
    eventsRoutes({ db }),
    failedWorkflowsRoutes({ db }),
    productsAdminRoutes({ db, store, commands }),
    sellerRoutes({ db, writes: sellerWrites }),
    sellersAdminRoutes({ db, writes: sellerWrites }),
    ordersAdminRoutes({ db, store, watcher, commands, tracking: carriers.client }),
    ledgerRoutes({ db, store, commands }),
    statementsRoutes({ db }),
    walletAtRoutes({ db, store }),
    dashboardRoutes({ db }),
    affiliatesRoutes({ db }),
    taobaoRoutes({ config, db, commands, taobao: taobao.client, cipher }),
    listingsRoutes({ db }),
    blogRoutes({ db, commands }),
    blogAdminRoutes({ db, commands }),
    reviewsRoutes({ db, store, commands }),
    reviewsAdminRoutes({ db, commands }),
    pageEntriesRoutes({ db }),
    pageEntriesAdminRoutes({ db, commands }),
    sitemapRoutes({ db }),
    contactRoutes({ commands, rateLimits: abuseLimits, site: config }),
    newsletterRoutes({ commands, mail, rateLimits: abuseLimits, config }),
    contentAdminRoutes({ db }),
  ]) {
    // Their routes join this router's own; its one `allowedMethods` (app.ts) answers 405 and
    // OPTIONS for all of them. One per router would wrap every API request in 30 more layers.
    api.use(routes.routes());
  }
  return api;
}
