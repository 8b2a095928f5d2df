import { randomUUID } from 'node:crypto';
import type { Logger } from '@shop/core';
import type { Middleware } from 'koa';
import type { AppState } from './app-state.js';

const acceptableRequestId = /^[\w.-]{8,128}$/;

/** Gives each request an id (kept from `X-Request-Id` when sane) and logs its outcome. */
export function requestLogger(logger: Logger): Middleware<AppState> {
  return async function requestLoggerMiddleware(ctx, next) {
    const incoming = ctx.get('X-Request-Id');
    const requestId = acceptableRequestId.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.log = logger.child({ requestId });
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
