import { languages, normalizeEmail } from '@shop/core';
import { z } from 'zod';
import type { ApiDependencies } from '../api.router.js';
import type { ReadModelVersionSource } from '../catalog/catalogue-version.js';
import { createRouter, publicRoute, requireRole, signedIn } from '../http/access.js';
import { AppError } from '../http/app-error.js';
import { requestMetadata } from '../http/command-metadata.js';
import type { RateLimits } from '../http/rate-limits.js';
import { describeRoute } from '../http/route-docs.js';
import { languageOfHost } from '../preference/preference.js';
import { mailSiteName } from '../site/site.js';
import { givenEmail, newPassword, parseAuthInput, wellFormedEmail } from './auth-input.js';
import { csrfCookie, sessionCookie } from './authenticate.middleware.js';
import { linkOrigin } from './link-origin.js';
import { passwordRoutes } from './password.routes.js';
import { decoyPasswordHash, verifyPassword } from './password-hasher.js';
import { publicUser } from './public-user.js';
import { registerOrTellOwner, registrationPace } from './register-or-tell-owner.js';
import { effectiveRole, revokeSession } from './session.repository.js';
import { signIn } from './sign-in.js';

const loginBody = z.object({
  email: givenEmail,
  password: z.string().min(1).max(1024),
});

const registerBody = z.object({
  email: wellFormedEmail,
  password: newPassword,
  displayName: z
    .string({ error: 'Please enter your name.' })
    .trim()
    .min(1, 'Please enter your name.')
    .max(100, 'The name can have at most 100 characters.'),
  language: z
    .enum(languages, { error: `language must be one of ${languages.join(', ')}` })
    .optional(),
});

export type AuthDependencies = Pick<ApiDependencies, 'config' | 'db' | 'store' | 'mail'> & {
  readonly rateLimits: RateLimits;
  /** Told of each revocation, so this server's next request sees it at once. */
  readonly versions: ReadModelVersionSource;
};

/** `/api/auth`: accounts, sessions and passwords. */
export function authRoutes(dependencies: AuthDependencies) {
  const { db, config, store, mail, rateLimits, versions } = dependencies;
  const router = createRouter();
  const pace = registrationPace();

  // The same answer for a new address and for one with an account (whose owner gets a mail),
  // so registration cannot tell a stranger who has an account; the client then signs in.
  router.post(
    '/auth/register',
    publicRoute,
    describeRoute({
      summary: 'Register (the same answer for a taken address)',
      body: registerBody,
      success: { status: 202 },
    }),
    async (ctx) => {
      const input = parseAuthInput(registerBody, ctx.request.body);
      await registerOrTellOwner(
        { store, db, mail, pace },
        {
          email: input.email,
          password: input.password,
          displayName: input.displayName,
          language: input.language ?? languageOfHost(ctx.hostname) ?? 'en-US',
          origin: linkOrigin(ctx, config.PUBLIC_HOST),
          siteName: mailSiteName(ctx.hostname, config),
        },
        requestMetadata(ctx.state),
      );
      ctx.status = 202;
      ctx.body = { ok: true };
    },
  );

  router.post(
    '/auth/login',
    publicRoute,
    describeRoute({
      summary: 'Sign in: a bearer token, the session and CSRF cookies',
      body: loginBody,
    }),
    async (ctx) => {
      const { email, password } = parseAuthInput(loginBody, ctx.request.body);
      await rateLimits.reservePasswordCheck(email, ctx.ip);
      const user = await db
        .selectFrom('users')
        .leftJoin('sellers', 'sellers.account_id', 'users.id')
        .select([
          'users.id',
          'users.email',
          'users.role',
          'users.display_name',
          'users.language',
          'users.password_hash',
          'sellers.status as sellerStatus',
        ])
        .where('users.email', '=', normalizeEmail(email))
        .executeTakeFirst();
      const valid = await verifyPassword(
        user?.password_hash ?? (await decoyPasswordHash()),
        password,
      );
      if (!user || !valid) {
        throw new AppError(401, 'invalid_credentials', 'The e-mail address or password is wrong.');
      }
      await rateLimits.passwordAccepted(email, ctx.ip);
      const session = await signIn(ctx, { db, config }, user.id);
      const role = effectiveRole(user.role, user.sellerStatus);
      ctx.body = { ...session, user: await publicUser(db, ctx, { ...user, role }) };
    },
  );

  router.get(
    '/auth/user',
    requireRole(),
    describeRoute({ summary: 'The signed-in user' }),
    async (ctx) => {
      const auth = signedIn(ctx.state);
      ctx.body = { user: await publicUser(db, ctx, auth.user) };
    },
  );

  router.post(
    '/auth/logout',
    publicRoute,
    describeRoute({ summary: 'Sign out', body: 'none', success: { status: 204 } }),
    async (ctx) => {
      const auth = ctx.state.auth;
      if (auth) {
        await revokeSession(db, auth.sessionId);
        versions.moved();
      }
      ctx.cookies.set(sessionCookie, null, { path: '/' });
      ctx.cookies.set(csrfCookie, null, { path: '/' });
      ctx.status = 204;
    },
  );

  const passwords = passwordRoutes(dependencies);
  router.use(passwords.routes());
  return router;
}
