import { randomUUID } from 'node:crypto';
import { contactLimits, languages, type ShopCommands } from '@shop/core';
import { z } from 'zod';
import { wellFormedEmail } from '../auth/auth-input.js';
import { createRouter, publicRoute } from '../http/access.js';
import { requestMetadata } from '../http/command-metadata.js';
import type { RateLimits } from '../http/rate-limits.js';
import { describeRoute } from '../http/route-docs.js';
import { type SiteConfig, siteOfHost } from '../site/site.js';

const required = (what: string, max: number, min = 1) =>
  z
    .string({ error: `Please enter ${what}.` })
    .trim()
    .min(min, min > 1 ? `Please write at least ${min} characters.` : `Please enter ${what}.`)
    .max(max, `This is at most ${max} characters.`);

/** Name and subject go into a mail's header: one line each, so nothing can be smuggled in. */
const oneLine = (field: z.ZodString) => field.regex(/^[^\r\n]*$/, 'Please keep this on one line.');

export const contactBody = z.object({
  name: oneLine(required('your name', contactLimits.name)),
  email: wellFormedEmail,
  subject: oneLine(required('a subject', contactLimits.subject)),
  message: required('your message', contactLimits.message, contactLimits.minMessage),
  lang: z.enum(languages).default('en-US'),
});

/**
 * `POST /api/contact`: the message is kept as an event; the contact-message workflow (workers)
 * then mails it to staff through the mail queue, which retries delivery. Staff also read every
 * message in the back office, so a mail that never arrives loses nothing.
 */
export function contactRoutes({
  commands,
  rateLimits,
  site,
}: {
  commands: ShopCommands;
  rateLimits: RateLimits;
  site: SiteConfig;
}) {
  const router = createRouter();

  router.post(
    '/contact',
    publicRoute,
    describeRoute({ summary: 'Send staff a message', body: contactBody, success: { status: 202 } }),
    async (ctx) => {
      const { lang, ...fields } = contactBody.parse(ctx.request.body ?? {});
      await rateLimits.mailForm('contact', ctx.ip, fields.email);
      const id = randomUUID();
      await commands.contactMessage(
        id,
        {
          type: 'ReceiveContactMessage',
          ...fields,
          language: lang,
          ...(siteOfHost(ctx.hostname, site).id === 2 && { siteId: 2 as const }),
        },
        requestMetadata(ctx.state),
      );
      ctx.status = 202;
      ctx.body = { ok: true, id };
    },
  );

  return router;
}
