import { randomUUID } from 'node:crypto';
import type { Logger } from '@shop/core';
import type { Middleware } from 'koa';
import type { AppState } from './app-state.js';

const acceptableRequestId = /^[\w.-]{8,128}$/;

/**
 * Gives each request an id of the server's own making: it becomes the correlation id of the
 * events the request causes, so no client can forge or join another's trail in the audit log.
 * A client's `X-Request-Id` (when sane) is logged beside it, to find its requests.
 */
export function requestLogger(logger: Logger): Middleware<AppState> {
  return async function requestLoggerMiddleware(ctx, next) {
    const incoming = ctx.get('X-Request-Id');
    const requestId = randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.log = logger.child({
      requestId,
      ...(acceptableRequestId.test(incoming) && { clientRequestId: incoming }),
    });
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      ctx.state.log.info(
        {
          method: ctx.method,
          path: ctx.path,
          status: ctx.status,
          ms: Math.round(performance.now() - started),
        },
        'request',
      );
    }
  };
}
