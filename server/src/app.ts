import bodyParser from '@koa/bodyparser';
import type { Logger } from '@shop/core';
import Koa from 'koa';
import { type ApiDependencies, apiRouter } from './api.router.js';
import { authenticate } from './auth/authenticate.middleware.js';
import { productImagesRoutes } from './catalog/product-images.routes.js';
import { healthRoutes } from './health/health.routes.js';
import { AppError } from './http/app-error.js';
import type { AppState } from './http/app-state.js';
import { errorHandler } from './http/error-handler.middleware.js';
import { requestLogger } from './http/request-logger.middleware.js';
import { securityHeaders } from './http/security-headers.middleware.js';
import { serveApps } from './static/serve-apps.middleware.js';

/**
 * The Koa application, without listening.
 *
 * @example
 * const app = createApp({ config, db, store, mail, logger });
 * const response = await request(app.callback()).get('/Iamalive');
 */
export function createApp(dependencies: ApiDependencies & { logger: Logger }): Koa<AppState> {
  const { config, db, store, logger } = dependencies;
  const app = new Koa<AppState>({ proxy: config.TRUST_PROXY });
  app.silent = true;
  const health = healthRoutes({ db, store });
  const api = apiRouter(dependencies);

  app.use(requestLogger(logger));
  app.use(errorHandler());
  // PayPal's own pages and API: before our security headers and body parser, as PayPal would be.
  if (dependencies.paypal.simulator) app.use(dependencies.paypal.simulator.routes());
  app.use(securityHeaders());
  app.use(health.alive.routes());
  app.use(productImagesRoutes({ db }).routes());
  app.use(serveApps(config.APPS_DIR));
  app.use(
    bodyParser({
      enableTypes: ['json'],
      jsonLimit: '256kb',
      encoding: 'utf-8',
      onError: () => {
        throw new AppError(400, 'invalid_json', 'The request body is not valid JSON.');
      },
    }),
  );
  app.use(authenticate(db));
  app.use(api.routes());
  app.use(api.allowedMethods());
  app.use(health.health.routes());
  return app;
}
