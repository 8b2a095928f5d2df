import type { Config, Database, Logger } from '@shop/core';
import type { Kysely } from 'kysely';
import {
  type MaintenanceQueue,
  maintenanceQueueName,
  schedulePurgeExpiredSessions,
} from './jobs/purge-expired-sessions.job.js';
import { createPurgeExpiredSessionsProcessor } from './jobs/purge-expired-sessions.processor.js';
import { type MailQueue, mailQueueName } from './jobs/send-email.job.js';
import { createSendEmailProcessor } from './jobs/send-email.processor.js';
import type { MailTransport } from './mail/mail-transport.js';
import { createOutboxMailTransport } from './mail/outbox-mail-transport.js';
import { createSmtpMailTransport } from './mail/smtp-mail-transport.js';
import { createQueueConnection, type JobWorker } from './queues/queue-connection.js';

export interface WorkersOptions {
  readonly config: Pick<Config, 'REDIS_URL'> & Partial<Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>>;
  /** The database in use, which may be an embedded server's and so absent from `config`. */
  readonly databaseUrl: string;
  readonly db: Kysely<Database>;
  readonly logger: Logger;
  /** Defaults to SMTP when `SMTP_URL` is set, else the `mail_outbox` table. */
  readonly mailTransport?: MailTransport;
  /** Redis key prefix or PostgreSQL schema for the queues; BullMQ's default when unset. */
  readonly namespace?: string;
}

export interface StartedWorkers {
  /** For producers in the same process, e.g. `enqueueEmail(workers.queues.mail, message)`. */
  readonly queues: { readonly mail: MailQueue };
  /** Lets active jobs finish, then closes workers, queues and connections. */
  close(): Promise<void>;
}

/**
 * Starts one worker per queue and upserts the schedules.
 *
 * @example
 * const workers = await startWorkers({ config, databaseUrl, db, logger });
 * process.once('SIGTERM', () => void workers.close());
 */
export async function startWorkers(options: WorkersOptions): Promise<StartedWorkers> {
  const { config, databaseUrl, db, logger, namespace } = options;
  const connection = createQueueConnection(config, databaseUrl, {
    namespace,
    onError: (error, source) => logger.error({ err: error, source }, 'job queue error'),
  });
  logger.info({ backend: connection.kind }, `job queues: ${connection.description}`);
  try {
    const mail: MailQueue = connection.queue(mailQueueName);
    const maintenance: MaintenanceQueue = connection.queue(maintenanceQueueName);
    const transport =
      options.mailTransport ??
      (config.SMTP_URL
        ? createSmtpMailTransport({
            url: config.SMTP_URL,
            from: config.MAIL_FROM ?? 'no-reply@shop.localhost',
            db,
            logger,
          })
        : createOutboxMailTransport(db, logger));
    // Delivery mostly waits on the mail server or the database, so a few run side by side.
    const mailWorker = connection.worker(mailQueueName, createSendEmailProcessor(transport), {
      concurrency: 4,
    });
    const maintenanceWorker = connection.worker(
      maintenanceQueueName,
      createPurgeExpiredSessionsProcessor(db),
    );
    observe(mailWorker, logger);
    observe(maintenanceWorker, logger);
    await Promise.all([mailWorker.waitUntilReady(), maintenanceWorker.waitUntilReady()]);
    await schedulePurgeExpiredSessions(maintenance);
    return { queues: { mail }, close: () => connection.close() };
  } catch (error) {
    await connection.close();
    throw error;
  }
}

function observe<Data, Result>(worker: JobWorker<Data, Result>, logger: Logger): void {
  const queue = worker.name;
  worker.on('completed', (job) =>
    logger.debug({ queue, job: job.name, jobId: job.id, attempts: job.attemptsMade }, 'job done'),
  );
  worker.on('failed', (job, error) =>
    logger.warn(
      { queue, job: job?.name, jobId: job?.id, attempts: job?.attemptsMade, err: error },
      'job failed',
    ),
  );
}
