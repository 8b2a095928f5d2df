import { enqueueEmail, type MailQueue, type MailTransport } from '@shop/workers';

/**
 * The server's mail: each message becomes a job on the workers' mail queue, which delivers it
 * with retries. The job id comes from the message id, so sending a message twice queues it once.
 *
 * @example
 * startServer({ config, db, store, logger, mail: enqueuedMail(workers.queues.mail) });
 */
export function enqueuedMail(queue: MailQueue): MailTransport {
  return {
    async send(message) {
      await enqueueEmail(queue, message);
    },
  };
}
