import type { Database, Logger } from '@shop/core';
import type { Kysely } from 'kysely';
import type { MailMessage, MailTransport } from './mail-transport.js';

/**
 * The embedded default: mail lands in the `mail_outbox` table instead of an SMTP server, and in
 * the log, where a developer finds links (such as password resets) without querying the table.
 *
 * @example
 * const transport = createOutboxMailTransport(db, logger);
 * await transport.send({ id: 'welcome-7', to: 'ann@example.com', subject: 'Hi', text: 'Hello' });
 */
export function createOutboxMailTransport(
  db: Kysely<Database>,
  logger: Logger,
  /** Production logs who got which mail, never its text: it may hold a reset link. */
  { logText = true }: { logText?: boolean } = {},
): MailTransport {
  return {
    async send(message: MailMessage) {
      const result = await db
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
        .executeTakeFirst();
      if (Number(result.numInsertedOrUpdatedRows ?? 0n) > 0) {
        logger.info(
          {
            mailId: message.id,
            to: message.to,
            subject: message.subject,
            ...(logText && { text: message.text }),
          },
          'mail stored in the local outbox',
        );
      }
    },
  };
}
