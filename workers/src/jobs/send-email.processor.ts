import { type Job, UnrecoverableError } from 'bullmq';
import { z } from 'zod';
import type { MailTransport } from '../mail/mail-transport.js';
import { sendEmailDataSchema, sendEmailJobName } from './send-email.job.js';

/**
 * Job data crossed a process boundary, so it is validated again here; data that can never
 * become valid fails at once instead of using up the retries.
 *
 * @example
 * connection.worker(mailQueueName, createSendEmailProcessor(createOutboxMailTransport(db, logger)));
 */
export function createSendEmailProcessor(transport: MailTransport) {
  return async function sendEmail(job: Pick<Job<unknown>, 'data'>): Promise<void> {
    const parsed = sendEmailDataSchema.safeParse(job.data);
    if (!parsed.success) {
      throw new UnrecoverableError(
        `Invalid ${sendEmailJobName} data: ${z.prettifyError(parsed.error)}`,
      );
    }
    await transport.send(parsed.data);
  };
}
