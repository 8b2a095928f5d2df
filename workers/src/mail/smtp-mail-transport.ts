import type { Database, Logger } from '@shop/core';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { MailMessage, MailTransport } from './mail-transport.js';

/**
 * Sends through an SMTP server (`SMTP_URL`, e.g. `smtps://user:pass@mail.example:465`). Sent
 * mail is recorded in `mail_outbox` by id, so a retried job sends a message only once; the
 * Message-ID is derived from the id too, for receivers that drop duplicates.
 *
 * @example
 * const transport = createSmtpMailTransport({ url: config.SMTP_URL, from: config.MAIL_FROM, db, logger });
 */
export function createSmtpMailTransport({
  url,
  from,
  db,
  logger,
}: {
  url: string;
  from: string;
  db: Kysely<Database>;
  logger: Logger;
}): MailTransport & { close(): void } {
  const smtp = nodemailer.createTransport(url);
  return {
    async send(message: MailMessage) {
      const sent = await db
        .selectFrom('mail_outbox')
        .select('id')
        .where('id', '=', message.id)
        .executeTakeFirst();
      if (sent) return;
      await smtp.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html && { html: message.html }),
        messageId: `<${message.id}@${from.replace(/^.*@/, '').replace(/>$/, '')}>`,
      });
      await db
        .insertInto('mail_outbox')
        .values({
          id: message.id,
          recipient: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html ?? null,
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
      logger.info({ to: message.to, subject: message.subject }, 'mail sent by SMTP');
    },
    close: () => smtp.close(),
  };
}
