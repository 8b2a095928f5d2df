import { randomUUID } from 'node:crypto';
import { contactLimits, languages, type ShopCommands } from '@shop/core';
import type { MailTransport } from '@shop/workers';
import { z } from 'zod';
import { wellFormedEmail } from '../auth/auth-input.js';
import { createRouter, publicRoute } from '../http/access.js';
import { requestMetadata } from '../http/command-metadata.js';
import type { RateLimits } from '../http/rate-limits.js';
import { describeRoute } from '../http/route-docs.js';
import { contactStaffMail } from './contact.mail.js';
import { queueMailLater } from './queue-mail-later.js';

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
 * `POST /api/contact`: the message is kept as an event first, then mailed to staff through the
 * mail queue (which retries delivery); staff also read every message in the back office, so a
 * mail that never arrives loses nothing.
 */
export function contactRoutes({
  commands,
  mail,
  rateLimits,
  staffEmail,
}: {
  commands: ShopCommands;
  mail: MailTransport;
  rateLimits: RateLimits;
  staffEmail: string;
}) {
  const router = createRouter();

  router.post(
    '/contact',
    publicRoute,
    describeRoute({ summary: 'Send staff a message', body: contactBody, success: { status: 202 } }),
    async (ctx) => {
      const { lang, ...fields } = contactBody.parse(ctx.request.body ?? {});
      await rateLimits.mailForm('contact', ctx.ip, fields.email);
      const message = { ...fields, language: lang };
      const id = randomUUID();
      await commands.contactMessage(
        id,
        { type: 'ReceiveContactMessage', ...message },
        requestMetadata(ctx.state),
      );
      // The message is kept already: a mail that cannot be queued is logged, and staff still
      // find the message in the back office.
      queueMailLater(
        mail,
        { id: `contact-${id}`, to: staffEmail, ...contactStaffMail(id, message) },
        ctx.state.log,
      );
      ctx.status = 202;
      ctx.body = { ok: true, id };
    },
  );

  return router;
}
