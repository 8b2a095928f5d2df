import Router from '@koa/router';
import { type Config, type Database, normalizeEmail } from '@shop/core';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { AppError, unauthenticated } from '../http/app-error.js';
import type { AppState, Authentication } from '../http/app-state.js';
import { csrfCookie, sessionCookie } from './authenticate.middleware.js';
import { decoyPasswordHash, verifyPassword } from './password-hasher.js';
import { createSession, revokeSession } from './session.repository.js';

const loginBody = z.object({
  email: z.string().trim().min(1, 'Your email address is missing!').max(320),
  password: z.string().min(1).max(1024),
});

export function authRoutes({ db, config }: { db: Kysely<Database>; config: Config }) {
  const router = new Router<AppState>({ prefix: '/auth' });

  router.post('/login', async (ctx) => {
    const { email, password } = loginBody.parse(ctx.request.body ?? {});
    const user = await db
      .selectFrom('users')
      .select(['id', 'email', 'role', 'display_name', 'language', 'password_hash'])
      .where('email', '=', normalizeEmail(email))
      .executeTakeFirst();
    const valid = await verifyPassword(
      user?.password_hash ?? (await decoyPasswordHash()),
      password,
    );
    if (!user || !valid) {
      throw new AppError(401, 'invalid_credentials', 'The e-mail address or password is wrong.');
    }
    const session = await createSession(db, {
      userId: user.id,
      ttlHours: config.SESSION_TTL_HOURS,
      userAgent: ctx.get('User-Agent') || null,
    });
    const cookie = {
      expires: session.expiresAt,
      sameSite: 'lax' as const,
      secure: config.COOKIE_SECURE,
      path: '/',
      overwrite: true,
    };
    ctx.cookies.set(sessionCookie, session.token, { ...cookie, httpOnly: true });
    ctx.cookies.set(csrfCookie, session.csrfToken, { ...cookie, httpOnly: false });
    ctx.body = {
      token: session.token,
      csrfToken: session.csrfToken,
      user: toPublicUser(user),
    };
  });

  router.get('/user', (ctx) => {
    const auth = ctx.state.auth;
    if (!auth) throw unauthenticated();
    ctx.body = { user: toPublicUser(auth.user) };
  });

  router.post('/logout', async (ctx) => {
    const auth = ctx.state.auth;
    if (auth) await revokeSession(db, auth.sessionId);
    ctx.cookies.set(sessionCookie, null, { path: '/' });
    ctx.cookies.set(csrfCookie, null, { path: '/' });
    ctx.status = 204;
  });

  return router;
}

export function toPublicUser(user: Authentication['user']) {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    displayName: user.display_name,
    language: user.language,
  };
}
