import { timingSafeEqual } from 'node:crypto';
import type { Database } from '@shop/core';
import type { Middleware } from 'koa';
import type { Kysely } from 'kysely';
import type { ReadModelVersionSource } from '../catalog/catalogue-version.js';
import { AppError } from '../http/app-error.js';
import type { AppState } from '../http/app-state.js';
import { findSession } from './session.repository.js';
import { SessionCache } from './session-cache.js';

export const sessionCookie = 'auth.session';
export const csrfCookie = 'auth.csrf';
export const csrfHeader = 'X-CSRF-Token';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Resolves the caller from `Authorization: Bearer <token>` or the session cookie. A write
 * authenticated by the cookie must echo the CSRF token in a header, which another site's page
 * cannot read. Lookups are kept while the sessions' version stays put (see {@link SessionCache}).
 */
export function authenticate(
  db: Kysely<Database>,
  versions: ReadModelVersionSource,
): Middleware<AppState> {
  const sessions = new SessionCache();
  return async function authenticateMiddleware(ctx, next) {
    ctx.state.auth = null;
    const bearer = /^Bearer\s+(\S+)$/i.exec(ctx.get('Authorization'))?.[1];
    const token = bearer ?? ctx.cookies.get(sessionCookie);
    if (token) {
      ctx.state.versions ??= await versions.read();
      const version = ctx.state.versions.auth;
      const session = await sessions.get(version, token, () => findSession(db, token));
      if (session) ctx.state.auth = { ...session, via: bearer ? 'bearer' : 'cookie' };
    }
    const auth = ctx.state.auth;
    if (auth?.via === 'cookie' && !safeMethods.has(ctx.method)) {
      if (!sameToken(ctx.get(csrfHeader), auth.csrfToken)) {
        throw new AppError(
          403,
          'csrf_failed',
          'The request lacks a valid CSRF token. Reload the page and try again.',
        );
      }
    }
    await next();
  };
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
