import bodyParser from '@koa/bodyparser';
import type Router from '@koa/router';
import type { Logger } from '@shop/core';
import Koa from 'koa';
import { queueDashboard } from './admin/queue-dashboard.js';
import { type ApiDependencies, apiRouter } from './api.router.js';
import { authenticate } from './auth/authenticate.middleware.js';
import { CatalogueAnswers, catalogueFastPath } from './catalog/catalogue-cache.middleware.js';
import { sharedVersions } from './catalog/catalogue-version.js';
import { productImagesRoutes } from './catalog/product-images.routes.js';
import { docsRoutes } from './docs/docs.routes.js';
import { buildOpenApiDocument } from './docs/openapi-document.js';
import { healthRoutes } from './health/health.routes.js';
import { accessOf } from './http/access.js';
import { AppError } from './http/app-error.js';
import type { AppState } from './http/app-state.js';
import { errorHandler } from './http/error-handler.middleware.js';
import { countForeground } from './http/foreground.middleware.js';
import { rateLimit } from './http/rate-limit.middleware.js';
import { createRateLimits } from './http/rate-limits.js';
import { rejectNul } from './http/reject-nul.middleware.js';
import { requestLogger } from './http/request-logger.middleware.js';
import { routesByArea } from './http/route-areas.js';
import { docsOf } from './http/route-docs.js';
import { securityHeaders } from './http/security-headers.middleware.js';
import { taobaoSandboxPath } from './marketplace/taobao-setup.js';
import { metricsRoutes } from './metrics/metrics.routes.js';
import { shopMetrics } from './metrics/shop-metrics.js';
import { paypalSimulatorPath } from './payments/paypal-setup.js';
import { carrierSimulatorPath } from './shipping/carrier-setup.js';
import { siteOfHost } from './site/site.js';
import { crawlerRoutes } from './static/crawler.routes.js';
import { storefrontFirstView } from './static/first-view.js';
import { storefrontPageStatus } from './static/page-status.js';
import { serveApps } from './static/serve-apps.middleware.js';

/**
 * The Koa application, without listening.
 *
 * @example
 * const app = createApp({ config, db, store, mail, logger });
 * const response = await request(app.callback()).get('/Iamalive');
 */
export function createApp(dependencies: ApiDependencies & { logger: Logger }): Koa<AppState> {
  const { config, db, logger } = dependencies;
  const app = new Koa<AppState>({ proxy: config.TRUST_PROXY });
  app.silent = true;
  const rateLimits = dependencies.rateLimits ?? createRateLimits(config, { kind: 'memory' });
  const metrics = dependencies.metrics ?? shopMetrics(dependencies);
  const versions = dependencies.versions ?? sharedVersions(db);
  const catalogueAnswers = dependencies.catalogueAnswers ?? new CatalogueAnswers();
  const routers = shopRouters({ ...dependencies, rateLimits, metrics, versions, catalogueAnswers });
  const headers = securityHeaders();

  app.use(metrics.measureRequests);
  app.use(requestLogger(logger));
  app.use(errorHandler());
  app.use(catalogueFastPath(versions, catalogueAnswers, headers));
  // PayPal's own pages and API: before our security headers and body parser, as PayPal would be.
  // Each simulator sees only the requests under its path: the others skip its routes.
  const { paypal, taobao, carriers } = dependencies;
  if (paypal.simulator) app.use(under(paypalSimulatorPath, paypal.simulator.routes()));
  // Taobao's gateway, OAuth and sandbox pages, the same way.
  if (taobao.simulator) app.use(under(taobaoSandboxPath, taobao.simulator.routes()));
  // The carriers' tracking APIs, the same way.
  if (carriers.simulator) app.use(under(carrierSimulatorPath, carriers.simulator.routes()));
  app.use(headers);
  // Staff's view of the job queues, with its own body parser and session check.
  if (dependencies.queues?.length) app.use(queueDashboard(db, dependencies.queues));
  // Each router sees only the requests under its own paths' first segments (`route-areas.ts`).
  app.use(routesByArea(routers.alive));
  app.use(routesByArea(routers.images));
  app.use(routesByArea(routers.crawlers));
  app.use(
    serveApps(config.APPS_DIR, {
      pageStatus: storefrontPageStatus(db),
      firstView: storefrontFirstView({
        appsDir: config.APPS_DIR,
        logger,
        handler: () => app.callback(),
        rendersHost: (host) => siteOfHost(host, config).id === 1,
      }),
    }),
  );
  app.use(
    bodyParser({
      enableTypes: ['json'],
      // In bytes: a string such as '256kb' was parsed again for every request.
      jsonLimit: 256 * 1024,
      encoding: 'utf-8',
      onError: (error) => {
        if ((error as { status?: number }).status === 413) {
          throw new AppError(413, 'payload_too_large', 'The request body is larger than 256 kB.');
        }
        throw new AppError(400, 'invalid_json', 'The request body is not valid JSON.');
      },
    }),
  );
  // Counted from here: a request still sending its body (or a static file) holds nothing back.
  app.use(countForeground());
  app.use(rejectNul());
  app.use(authenticate(db, versions));
  app.use(rateLimit(rateLimits));
  app.use(routesByArea(routers.docs, '/api'));
  app.use(routesByArea(routers.api, '/api'));
  app.use(routers.api.allowedMethods());
  app.use(routesByArea(routers.health, '/api'));
  app.use(routesByArea(routers.metrics));
  return app;
}

/** The routers the app mounts; the authorisation test walks their routes. */
export function shopRouters(dependencies: ApiDependencies) {
  const { db, store, config } = dependencies;
  const { alive, health } = healthRoutes({ db, store });
  const routers = {
    alive,
    images: productImagesRoutes({ db }),
    crawlers: crawlerRoutes({ db, config }),
    api: apiRouter(dependencies),
    health,
    metrics: metricsRoutes(dependencies.metrics ?? shopMetrics(dependencies)),
  };
  // The document lists every route, its own included: built on first request, once.
  const docs = docsRoutes(() => buildOpenApiDocument(routeTable({ ...routers, docs })));
  return { ...routers, docs };
}

/**
 * Every route the app answers, with the guard it declares (null: none, which is a defect) and
 * its docs (`describeRoute`), for the authorisation test and the OpenAPI document.
 */
export function routeTable(routers: Readonly<Record<string, Router<AppState>>>) {
  return Object.values(routers).flatMap((router) =>
    router.stack
      .filter((layer) => layer.methods.length > 0)
      .flatMap((layer) =>
        layer.methods
          .filter((method) => method !== 'HEAD')
          .map((method) => ({
            method,
            path: String(layer.path),
            access: accessOf(layer.stack),
            docs: docsOf(layer.stack),
          })),
      ),
  );
}

/** `middleware` for the paths under `prefix` only; every other request goes straight on. */
function under<State, Context>(
  prefix: string,
  middleware: Koa.Middleware<State, Context>,
): Koa.Middleware<State, Context> {
  return (ctx, next) =>
    ctx.path === prefix || ctx.path.startsWith(`${prefix}/`) ? middleware(ctx, next) : next();
}
