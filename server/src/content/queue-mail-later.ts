import type { Logger } from '@shop/core';
import type { MailMessage, MailTransport } from '@shop/workers';
import { retryWithBackoff } from '../auth/retry-with-backoff.js';

/** About a minute: longer than a Redis or database restart takes. */
const retryDelaysMs = [500, 1000, 2000, 4000, 8000, 16_000, 30_000];

/**
 * Hands `message` to the mail queue after the answer went out, retrying for about a minute; the
 * queue then retries delivery. The message id makes a repeat a no-op.
 *
 * @example
 * queueMailLater(mail, { id: `contact-${id}`, to: staffEmail, subject, text }, ctx.state.log);
 */
export function queueMailLater(mail: MailTransport, message: MailMessage, log: Logger): void {
  void retryWithBackoff(() => mail.send(message), {
    delaysMs: retryDelaysMs,
    onRetry: (error, attempt) =>
      log.warn({ err: error, attempt, mailId: message.id }, 'could not queue a mail yet; retrying'),
  }).catch((error: unknown) =>
    log.error({ err: error, mailId: message.id }, 'could not queue a mail'),
  );
}
