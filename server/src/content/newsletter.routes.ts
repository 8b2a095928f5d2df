import {
  type Config,
  DomainError,
  invalidLinkMessage,
  languages,
  newsletterConfirmHours,
  normalizeEmail,
  type ShopCommands,
} from '@shop/core';
import type { MailTransport } from '@shop/workers';
import { z } from 'zod';
import { wellFormedEmail } from '../auth/auth-input.js';
import { linkOrigin } from '../auth/link-origin.js';
import { createRouter, publicRoute } from '../http/access.js';
import { AppError } from '../http/app-error.js';
import { requestMetadata } from '../http/command-metadata.js';
import type { RateLimits } from '../http/rate-limits.js';
import { describeRoute } from '../http/route-docs.js';
import { mailSiteName, type SiteConfig } from '../site/site.js';
import { newsletterConfirmationMail } from './newsletter.mail.js';
import { newLinkToken, subscriberId, tokenHash, tokenSubscriber } from './newsletter-token.js';
import { queueMailLater } from './queue-mail-later.js';

const signUpBody = z.object({
  email: wellFormedEmail,
  lang: z.enum(languages).default('en-US'),
});
const linkBody = z.object({
  token: z
    .string({ error: 'The link has no token. Please open the link from the e-mail.' })
    .max(200),
});

const linkErrors: Record<string, number> = { invalid_link: 400, link_expired: 410, link_used: 409 };

/** A refused link answers its own status (400, 409, 410) with the decider's message. */
function asLinkError(error: unknown): never {
  if (error instanceof DomainError && linkErrors[error.code]) {
    throw new AppError(linkErrors[error.code] ?? 400, error.code, error.message);
  }
  throw error;
}

/**
 * `/api/newsletter`: double opt-in sign-up, confirmation and unsubscription. Every sign-up
 * answers the same 202, subscribed already or not, so the form tells nobody who reads the
 * newsletter; only a new or pending sign-up is mailed a link.
 */
export function newsletterRoutes({
  commands,
  mail,
  rateLimits,
  config,
}: {
  commands: ShopCommands;
  mail: MailTransport;
  rateLimits: RateLimits;
  config: Pick<Config, 'PUBLIC_HOST'> & SiteConfig;
}) {
  const router = createRouter();

  router.post(
    '/newsletter',
    publicRoute,
    describeRoute({
      summary: 'Sign up for the newsletter (mails a confirmation link)',
      body: signUpBody,
      success: { status: 202 },
    }),
    async (ctx) => {
      const { email, lang } = signUpBody.parse(ctx.request.body ?? {});
      await rateLimits.mailForm('newsletter', ctx.ip, email);
      const id = subscriberId(email);
      const confirmToken = newLinkToken(id);
      const unsubscribeToken = newLinkToken(id);
      const { events } = await commands.newsletter(
        id,
        {
          type: 'RequestNewsletterSignUp',
          email: normalizeEmail(email),
          language: lang,
          confirmTokenHash: tokenHash(confirmToken),
          unsubscribeTokenHash: tokenHash(unsubscribeToken),
          expiresAt: new Date(Date.now() + newsletterConfirmHours * 3_600_000).toISOString(),
        },
        requestMetadata(ctx.state),
      );
      if (events.length > 0) {
        const origin = linkOrigin(ctx, config.PUBLIC_HOST);
        const { subject, text } = newsletterConfirmationMail({
          language: lang,
          confirmLink: `${origin}/page/newsletter/confirm?token=${confirmToken}`,
          unsubscribeLink: `${origin}/page/newsletter/unsubscribe?token=${unsubscribeToken}`,
          siteName: mailSiteName(ctx.hostname, config),
        });
        queueMailLater(
          mail,
          {
            id: `newsletter-confirm-${tokenHash(confirmToken).slice(0, 32)}`,
            to: normalizeEmail(email),
            subject,
            text,
          },
          ctx.state.log,
        );
      }
      ctx.status = 202;
      ctx.body = { ok: true };
    },
  );

  for (const [path, summary, confirm] of [
    ['/newsletter/confirm', 'Confirm a newsletter subscription with the mailed link', true],
    ['/newsletter/unsubscribe', 'Unsubscribe from the newsletter with the mailed link', false],
  ] as const) {
    router.post(path, publicRoute, describeRoute({ summary, body: linkBody }), async (ctx) => {
      const { token } = linkBody.parse(ctx.request.body ?? {});
      const id = tokenSubscriber(token);
      if (!id) throw new AppError(400, 'invalid_link', invalidLinkMessage);
      await commands
        .newsletter(
          id,
          confirm
            ? {
                type: 'ConfirmNewsletterSubscription',
                tokenHash: tokenHash(token),
                at: new Date().toISOString(),
              }
            : { type: 'Unsubscribe', tokenHash: tokenHash(token) },
          requestMetadata(ctx.state),
        )
        .catch(asLinkError);
      ctx.body = { status: confirm ? 'confirmed' : 'unsubscribed' };
    });
  }

  return router;
}
