import { randomUUID } from 'node:crypto';
import type { Logger } from '@shop/core';
import type { Middleware } from 'koa';
import type { AppState } from './app-state.js';

const acceptableRequestId = /^[\w.-]{8,128}$/;

/**
 * Gives each request an id of the server's own making: it becomes the correlation id of the
 * events the request causes, so no client can forge or join another's trail in the audit log.
 * A client's `X-Request-Id` (when sane) is logged beside it, to find its requests. The request's
 * logger is made when something first logs with it (most requests of a busy shop log nothing
 * at its usual level).
 */
export function requestLogger(logger: Logger): Middleware<AppState> {
  return async function requestLoggerMiddleware(ctx, next) {
    const incoming = ctx.get('X-Request-Id');
    const requestId = randomUUID();
    ctx.state.requestId = requestId;
    let log: Logger | undefined;
    Object.defineProperty(ctx.state, 'log', {
      configurable: true,
      enumerable: true,
      get: () => {
        log ??= logger.child({
          requestId,
          ...(acceptableRequestId.test(incoming) && { clientRequestId: incoming }),
        });
        return log;
      },
      set: (value: Logger) => {
        log = value;
      },
    });
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      if (logger.isLevelEnabled('info'))
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
