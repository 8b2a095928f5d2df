import { z } from 'zod';
import { createRouter, publicRoute, requireRole, signedIn } from '../http/access.js';
import { AppError } from '../http/app-error.js';
import { requestMetadata } from '../http/command-metadata.js';
import { describeRoute } from '../http/route-docs.js';
import { mailSiteName } from '../site/site.js';
import type { AuthDependencies } from './auth.routes.js';
import { newPassword, parseAuthInput, wellFormedEmail } from './auth-input.js';
import { changeUserPassword } from './change-user-password.js';
import { linkOrigin } from './link-origin.js';
import { verifyPassword } from './password-hasher.js';
import {
  claimResetRequest,
  releaseResetToken,
  useResetToken,
  voidResetTokens,
} from './password-reset.repository.js';
import { retryWithBackoff } from './retry-with-backoff.js';
import { sendPasswordReset } from './send-password-reset.js';
import { revokeOtherSessions } from './session.repository.js';

const forgotBody = z.object({ email: wellFormedEmail });

const resetBody = z.object({
  token: z
    .string({ error: 'The reset link has no token. Please open the link from the e-mail.' })
    .min(1, 'The reset link has no token. Please open the link from the e-mail.')
    .max(200),
  password: newPassword,
});

const changeBody = z.object({
  currentPassword: z
    .string({ error: 'Please enter your current password.' })
    .min(1, 'Please enter your current password.')
    .max(1024),
  newPassword,
});

const invalidResetToken = () =>
  new AppError(
    400,
    'invalid_reset_token',
    'This password reset link is not valid: it may have expired or been used already. Please ask for a new one.',
  );

/** About 62 s in all: longer than a database or Redis restart takes. */
const resetMailRetryDelaysMs = [500, 1000, 2000, 4000, 8000, 16_000, 30_000];

/** Forgotten, reset and changed passwords, under `/api/auth`. */
export function passwordRoutes({
  db,
  config,
  store,
  mail,
  rateLimits,
  versions,
}: AuthDependencies) {
  const router = createRouter();

  router.post(
    '/auth/forgot-password',
    publicRoute,
    describeRoute({
      summary: 'Mail a password reset link',
      body: forgotBody,
      success: { status: 202 },
    }),
    async (ctx) => {
      const { email } = parseAuthInput(forgotBody, ctx.request.body);
      // Checked for every address, known or not, so a 429 tells nothing about accounts either.
      if (!(await claimResetRequest(db, email))) {
        throw new AppError(429, 'too_frequent_email', 'Too frequent email.');
      }
      const origin = linkOrigin(ctx, config.PUBLIC_HOST);
      const siteName = mailSiteName(ctx.hostname, config);
      const log = ctx.state.log;
      // The answer goes out before the address is even looked up, so how long it takes says
      // nothing about whether the address has an account.
      // Retried for about a minute, so that a restart of the database or of Redis meanwhile
      // does not lose a mail the answer already promised.
      void retryWithBackoff(() => sendPasswordReset({ db, mail }, { email, origin, siteName }), {
        delaysMs: resetMailRetryDelaysMs,
        onRetry: (error, attempt) =>
          log.warn({ err: error, attempt }, 'could not send a password reset mail yet; retrying'),
      }).catch((error: unknown) =>
        log.error({ err: error }, 'could not send a password reset mail'),
      );
      ctx.status = 202;
      ctx.body = { ok: true };
    },
  );

  router.post(
    '/auth/reset-password',
    publicRoute,
    describeRoute({
      summary: 'Set a new password with a reset token',
      body: resetBody,
      success: { status: 204 },
    }),
    async (ctx) => {
      const { token, password } = resetBody.parse(ctx.request.body ?? {});
      const claimed = await useResetToken(db, token);
      if (!claimed) throw invalidResetToken();
      const metadata = {
        ...requestMetadata(ctx.state),
        actor: { kind: 'system', name: 'password-reset-link' } as const,
      };
      try {
        await changeUserPassword({ store, db, userId: claimed.userId, password }, metadata);
      } catch (error) {
        // The password is unchanged, so the link may be tried again.
        await releaseResetToken(db, claimed.id);
        throw error;
      }
      await voidResetTokens(db, claimed.userId);
      const auth = ctx.state.auth;
      await revokeOtherSessions(
        db,
        claimed.userId,
        auth?.user.id === claimed.userId ? auth.sessionId : null,
      );
      versions.moved();
      ctx.status = 204;
    },
  );

  router.post(
    '/auth/change-password',
    requireRole(),
    describeRoute({ summary: 'Change one’s password', body: changeBody, success: { status: 204 } }),
    async (ctx) => {
      const auth = signedIn(ctx.state);
      const input = changeBody.parse(ctx.request.body ?? {});
      // A stolen session must not become a way around the sign-in throttle.
      await rateLimits.reservePasswordCheck(auth.user.email, ctx.ip);
      const { password_hash } = await db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', auth.user.id)
        .executeTakeFirstOrThrow();
      if (!(await verifyPassword(password_hash, input.currentPassword))) {
        throw new AppError(400, 'wrong_password', 'The current password is wrong.');
      }
      await rateLimits.passwordAccepted(auth.user.email, ctx.ip);
      await changeUserPassword(
        { store, db, userId: auth.user.id, password: input.newPassword },
        requestMetadata(ctx.state),
      );
      await voidResetTokens(db, auth.user.id);
      await revokeOtherSessions(db, auth.user.id, auth.sessionId);
      versions.moved();
      ctx.status = 204;
    },
  );

  return router;
}
