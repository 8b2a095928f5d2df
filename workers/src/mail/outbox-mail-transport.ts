import type { Database } from '@shop/core';
import type { Kysely } from 'kysely';
import type { MailMessage, MailTransport } from './mail-transport.js';

/**
 * The embedded default: mail lands in the `mail_outbox` table instead of an SMTP server.
 *
 * @example
 * const transport = createOutboxMailTransport(db);
 * await transport.send({ id: 'welcome-7', to: 'ann@example.com', subject: 'Hi', text: 'Hello' });
 */
export function createOutboxMailTransport(db: Kysely<Database>): MailTransport {
  return {
    async send(message: MailMessage) {
      await db
        .insertInto('mail_outbox')
        .values({
          id: message.id,
          recipient: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html ?? null,
        })
        // A retried job may have stored the mail before failing to report success.
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
    },
  };
}
