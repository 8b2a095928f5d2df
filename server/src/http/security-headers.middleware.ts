import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { Middleware } from 'koa';

/**
 * Helmet's defaults plus a policy that lets the React apps run from our own origin. The back
 * office's component library sets inline styles, hence 'unsafe-inline' for styles only.
 */
export const helmetOptions: Readonly<HelmetOptions> = {
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
};

/**
 * Helmet's headers (`helmetOptions`) on every answer. No option here depends on the request (no
 * directive is a function, no nonce), so helmet runs once, at start-up, and each answer gets the
 * headers it set: run for each request (through koa-helmet), it was a promise and a chain of a
 * dozen middlewares per answer, 3 % of the shop's time under an add-to-cart load.
 */
export function securityHeaders(): Middleware {
  const { set, removed } = headersOf(helmet(helmetOptions));
  return function securityHeadersMiddleware(ctx, next) {
    const { res } = ctx;
    for (const [name, value] of set) res.setHeader(name, value);
    for (const name of removed) res.removeHeader(name);
    return next();
  };
}

/** The headers `middleware` sets and removes, from one run on a response that records them. */
function headersOf(middleware: ReturnType<typeof helmet>) {
  const set = new Map<string, string>();
  const removed = new Set<string>();
  const recorder = {
    setHeader(name: string, value: string) {
      set.set(name, value);
      removed.delete(name);
    },
    removeHeader(name: string) {
      set.delete(name);
      removed.add(name);
    },
  };
  let finished: { error: unknown } | undefined;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    finished = { error };
  });
  if (!finished || finished.error) {
    throw new Error('Helmet did not set its headers in one synchronous run', {
      cause: finished?.error,
    });
  }
  return { set: [...set], removed: [...removed] };
}
