import type { Config, Database } from '@shop/core';
import type { Context } from 'koa';
import type { Kysely } from 'kysely';
import { csrfCookie, sessionCookie } from './authenticate.middleware.js';
import { createSession } from './session.repository.js';

/**
 * Starts a session for `userId` and hands it to the client both ways: the token in the answer
 * (for `Authorization: Bearer`) and as an HttpOnly cookie, with a CSRF cookie the page can read.
 * Login and registration both end here.
 *
 * @example
 * const { token, csrfToken } = await signIn(ctx, { db, config }, user.id);
 */
export async function signIn(
  ctx: Context,
  { db, config }: { db: Kysely<Database>; config: Config },
  userId: string,
): Promise<{ token: string; csrfToken: string }> {
  const session = await createSession(db, {
    userId,
    ttlHours: config.SESSION_TTL_HOURS,
    userAgent: ctx.get('User-Agent') || null,
  });
  // TLS usually ends at a proxy in front: unless TRUST_PROXY lets X-Forwarded-Proto say https,
  // Koa sees plain HTTP and would refuse to send a Secure cookie (an error, answered 500).
  if (config.COOKIE_SECURE) ctx.cookies.secure = true;
  const cookie = {
    expires: session.expiresAt,
    sameSite: 'lax' as const,
    secure: config.COOKIE_SECURE,
    path: '/',
    overwrite: true,
  };
  ctx.cookies.set(sessionCookie, session.token, { ...cookie, httpOnly: true });
  ctx.cookies.set(csrfCookie, session.csrfToken, { ...cookie, httpOnly: false });
  return { token: session.token, csrfToken: session.csrfToken };
}
