import type { Middleware } from 'koa';
import type { AppState } from './app-state.js';
import type { RateLimits } from './rate-limits.js';

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Each costs an argon2 hash or sends a mail. */
const accountPaths = new Set([
  '/api/auth/login',
  '/api/auth/register',
  '/api/auth/forgot-password',
]);

/**
 * Counts every write under `/api` per client address, per account and against a global ceiling,
 * and sign-ins, registrations, reset requests and checkouts against tighter limits; answers 429
 * with `Retry-After` over a limit. After `authenticate`, so the account is known.
 */
export function rateLimit(limits: RateLimits): Middleware<AppState> {
  return async function rateLimitMiddleware(ctx, next) {
    if (writeMethods.has(ctx.method) && ctx.path.startsWith('/api/')) {
      const caller = { address: ctx.ip, accountId: ctx.state.auth?.user.id ?? null };
      await limits.write(caller);
      if (accountPaths.has(ctx.path)) await limits.account(caller);
      else if (ctx.path === '/api/orders') await limits.checkout(caller);
    }
    await next();
  };
}
