import type { Job } from 'bullmq';
import { z } from 'zod';
import type { MailMessage } from '../mail/mail-transport.js';
import type { JobQueue } from '../queues/queue-connection.js';

export const mailQueueName = 'mail';
export const sendEmailJobName = 'send-email';

export type MailQueue = JobQueue<MailMessage, void, typeof sendEmailJobName>;

export const sendEmailDataSchema = z.object({
  // The id becomes part of the job id, and BullMQ job ids must not contain ':'.
  id: z.string().regex(/^[\w.-]{1,200}$/, 'use 1 to 200 letters, digits, "_", "." or "-"'),
  to: z.email(),
  subject: z.string().min(1),
  text: z.string(),
  html: z.string().optional(),
}) satisfies z.ZodType<MailMessage>;

/** Deterministic, so enqueuing the same message twice yields one job. */
export function sendEmailJobId(messageId: string): string {
  return `email-${messageId}`;
}

export interface RetryPolicy {
  readonly attempts: number;
  readonly backoff: { readonly type: 'exponential'; readonly delay: number };
}

/** Waits 10 s, 20 s, 40 s and 80 s between the five attempts. */
export const sendEmailRetry: RetryPolicy = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 10_000 },
};

const day = 24 * 60 * 60;

/**
 * Validates the message here, so bad input fails at the caller rather than in a worker.
 *
 * @example
 * await enqueueEmail(workers.queues.mail, {
 *   id: `order-confirmation-${orderNumber}`,
 *   to: customer.email,
 *   subject: 'Your order',
 *   text: body,
 * });
 */
export async function enqueueEmail(
  queue: MailQueue,
  message: MailMessage,
  retry: RetryPolicy = sendEmailRetry,
): Promise<Job<MailMessage, void, typeof sendEmailJobName>> {
  const data = sendEmailDataSchema.parse(message);
  return queue.add(sendEmailJobName, data, {
    jobId: sendEmailJobId(data.id),
    attempts: retry.attempts,
    backoff: { ...retry.backoff },
    // A kept job keeps its id taken, so for a week the same message is not enqueued again.
    removeOnComplete: { age: 7 * day },
    removeOnFail: { age: 30 * day },
  });
}
