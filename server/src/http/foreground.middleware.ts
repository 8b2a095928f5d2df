import { foreground } from '@shop/core';
import type { Middleware } from 'koa';

/**
 * Counts each request in flight for this process's {@link foreground}: while a burst is being
 * answered, the projections, workflows and jobs running in this process wait their turn. Mounted
 * after the body parser, so a client that sends its body slowly (or many such clients) holds
 * nothing back: only requests the server is working on count.
 */
export function countForeground(): Middleware {
  return async function countForegroundMiddleware(_ctx, next) {
    const done = foreground.enter();
    try {
      await next();
    } finally {
      done();
    }
  };
}
