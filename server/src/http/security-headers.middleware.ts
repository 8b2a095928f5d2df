import type { Middleware } from 'koa';
import helmet from 'koa-helmet';

/**
 * Helmet's defaults plus a policy that lets the React apps run from our own origin. The back
 * office's component library sets inline styles, hence 'unsafe-inline' for styles only.
 */
export function securityHeaders(): Middleware {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'"],
        'font-src': ["'self'", 'data:'],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  }) as Middleware;
}
