import type { Middleware } from 'koa';
import { AppError } from './app-error.js';
import type { AppState } from './app-state.js';

/**
 * Refuses a NUL character anywhere in the path, the query or the JSON body with a 400: PostgreSQL's text
 * and jsonb cannot hold one, so it would otherwise fail deep in a query or an append as a 500.
 * After the body parser.
 */
export function rejectNul(): Middleware<AppState> {
  return async function rejectNulMiddleware(ctx, next) {
    if (/%00/i.test(ctx.path) || holdsNul(ctx.query) || holdsNul(ctx.request.body)) {
      throw new AppError(400, 'invalid_character', 'The request holds a NUL character.');
    }
    await next();
  };
}

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => key.includes('\u0000') || holdsNul(item, depth + 1),
  );
}
