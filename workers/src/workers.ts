import {
  type Config,
  type Database,
  defaultStaffEmail,
  type EventStore,
  type Logger,
  shopCommands,
} from '@shop/core';
import { ProjectionRunner, recordWorkflowFailure, workflowsProjection } from '@shop/projections';
import { type Job, UnrecoverableError } from 'bullmq';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { type SalesQueue, salesQueueName, scheduleEndSales } from './jobs/end-sales.job.js';
import { createEndSalesProcessor } from './jobs/end-sales.processor.js';
import {
  type OrdersQueue,
  ordersQueueName,
  scheduleUnpaidOrderExpiry,
  unpaidOrderSweepMs,
} from './jobs/expire-unpaid-orders.job.js';
import { createExpireUnpaidOrdersProcessor } from './jobs/expire-unpaid-orders.processor.js';
import { type PaymentsQueue, paymentsQueueName } from './jobs/paypal-payment.job.js';
import { createPaymentProcessor } from './jobs/paypal-payment.processor.js';
import {
  type MaintenanceQueue,
  maintenanceQueueName,
  schedulePurgeExpiredSessions,
} from './jobs/purge-expired-sessions.job.js';
import { createPurgeExpiredSessionsProcessor } from './jobs/purge-expired-sessions.processor.js';
import { type FeesQueue, feesQueueName, scheduleResellerFees } from './jobs/reseller-fee.job.js';
import { createResellerFeeProcessor } from './jobs/reseller-fee.processor.js';
import { type MailQueue, mailQueueName } from './jobs/send-email.job.js';
import { createSendEmailProcessor } from './jobs/send-email.processor.js';
import { scheduleTaobaoSyncs, type TaobaoQueue, taobaoQueueName } from './jobs/taobao.job.js';
import { createTaobaoProcessor } from './jobs/taobao.processor.js';
import {
  scheduleShipmentPolling,
  type TrackingQueue,
  trackingQueueName,
} from './jobs/track-shipments.job.js';
import { createTrackShipmentsProcessor } from './jobs/track-shipments.processor.js';
import type { MailTransport } from './mail/mail-transport.js';
import { createOutboxMailTransport } from './mail/outbox-mail-transport.js';
import { createSmtpMailTransport } from './mail/smtp-mail-transport.js';
import type { TaobaoAccess } from './marketplace/taobao-seller-session.js';
import { jobMetadata } from './marketplace/taobao-seller-session.js';
import type { PayPalClient } from './paypal/paypal-client.js';
import { createQueueConnection, type JobQueue, type JobWorker } from './queues/queue-connection.js';
import type { CarrierTrackingClient } from './tracking/carrier-tracking.js';
import { allWorkflows } from './workflows/all-workflows.js';
import { captureCheckDelays } from './workflows/paypal-payment.workflow.js';
import { taobaoAccountWorkflow } from './workflows/taobao-account.workflow.js';
import { taobaoCatalogueWorkflow } from './workflows/taobao-catalogue.workflow.js';
import { taobaoShipmentWorkflow } from './workflows/taobao-shipment.workflow.js';
import { taobaoWalletWorkflow } from './workflows/taobao-wallet.workflow.js';
import { startWorkflowRetries } from './workflows/workflow-retries.js';

export interface WorkersOptions {
  readonly config: Pick<Config, 'REDIS_URL'> &
    Partial<
      Pick<
        Config,
        | 'SMTP_URL'
        | 'MAIL_FROM'
        | 'NODE_ENV'
        | 'UNPAID_ORDER_SECONDS'
        | 'JOB_LOCK_SECONDS'
        | 'PAYPAL_CHECK_SECONDS'
        | 'TRACKING_POLL_SECONDS'
        | 'TAOBAO_SYNC_SECONDS'
        | 'STAFF_EMAIL'
        | 'RESELLER_SITE_NAME'
      >
    >;
  /** The database in use, which may be an embedded server's and so absent from `config`. */
  readonly databaseUrl: string;
  readonly db: Kysely<Database>;
  /**
   * The order and payment workflows and their jobs; without them only mail and maintenance run
   * (as their own tests want).
   */
  readonly commerce?: {
    readonly store: EventStore;
    /** The read-model pool: each workflow runner holds one connection of it while it leads. */
    readonly pool: pg.Pool;
    readonly paypal: PayPalClient;
    /** The carriers' tracking APIs; without them parcels are not polled. */
    readonly tracking?: CarrierTrackingClient;
    /** Taobao and the cipher of sellers' sessions; without it no Taobao job or workflow runs. */
    readonly taobao?: TaobaoAccess;
  };
  readonly logger: Logger;
  /** Defaults to SMTP when `SMTP_URL` is set, else the `mail_outbox` table. */
  readonly mailTransport?: MailTransport;
  /** Redis key prefix or PostgreSQL schema for the queues; BullMQ's default when unset. */
  readonly namespace?: string;
}

export interface StartedWorkers {
  /** For producers in the same process, e.g. `enqueueEmail(workers.queues.mail, message)`. */
  readonly queues: {
    readonly mail: MailQueue;
    readonly payments: PaymentsQueue;
    readonly orders: OrdersQueue;
    readonly taobao: TaobaoQueue;
  };
  /** Every queue, maintenance included, as the staff's queue dashboard lists them. */
  readonly everyQueue: readonly JobQueue<unknown, unknown>[];
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
  const { config, databaseUrl, db, logger, namespace, commerce } = options;
  const connection = createQueueConnection(config, databaseUrl, {
    namespace,
    onError: (error, source) => logger.error({ err: error, source }, 'job queue error'),
  });
  logger.info({ backend: connection.kind }, `job queues: ${connection.description}`);
  try {
    const mail: MailQueue = connection.queue(mailQueueName);
    const maintenance: MaintenanceQueue = connection.queue(maintenanceQueueName);
    const payments: PaymentsQueue = connection.queue(paymentsQueueName);
    const orders: OrdersQueue = connection.queue(ordersQueueName);
    const taobao: TaobaoQueue = connection.queue(taobaoQueueName);
    const fees: FeesQueue = connection.queue(feesQueueName);

    const transport =
      options.mailTransport ??
      (config.SMTP_URL
        ? createSmtpMailTransport({
            url: config.SMTP_URL,
            from: config.MAIL_FROM ?? 'no-reply@shop.localhost',
            db,
            logger,
          })
        : createOutboxMailTransport(db, logger, { logText: config.NODE_ENV !== 'production' }));
    // Delivery mostly waits on the mail server or the database, so a few run side by side.
    const mailWorker = connection.worker(mailQueueName, createSendEmailProcessor(transport), {
      concurrency: 4,
    });
    const maintenanceWorker = connection.worker(
      maintenanceQueueName,
      createPurgeExpiredSessionsProcessor(db),
    );
    observe(mailWorker, logger, db);
    observe(maintenanceWorker, logger, db);
    await Promise.all([mailWorker.waitUntilReady(), maintenanceWorker.waitUntilReady()]);
    await schedulePurgeExpiredSessions(maintenance);
    const commerceRunning = commerce
      ? await startCommerce({
          ...commerce,
          connection,
          db,
          logger,
          config,
          mail,
          payments,
          orders,
          taobaoQueue: taobao,
          fees,
        })
      : null;
    return {
      queues: { mail, payments, orders, taobao },
      everyQueue: [mail, maintenance, payments, orders, taobao, fees].map(
        (queue) => queue as unknown as JobQueue<unknown, unknown>,
      ),
      close: async () => {
        await commerceRunning?.close();
        await connection.close();
      },
    };
  } catch (error) {
    await connection.close();
    throw error;
  }
}

/**
 * Logs each job's end; a job out of attempts (or refused for good) joins the failed steps that
 * staff see and may retry.
 */
function observe<Data, Result, Name extends string>(
  worker: JobWorker<Data, Result, Name>,
  logger: Logger,
  db: Kysely<Database>,
): void {
  const queue = worker.name;
  worker.on('failed', (job, error) => {
    if (!job || !isFinalFailure(job, error)) return;
    const data = job.data as { retryOf?: string };
    recordWorkflowFailure(db, {
      workflow: queue,
      step: job.name,
      source: {
        kind: 'job',
        key: data.retryOf ?? String(job.id),
        details: { queue, jobId: job.id, data: job.data },
      },
      error,
      attempts: job.attemptsMade,
    }).catch((recordError: unknown) =>
      logger.error({ err: recordError, queue, jobId: job.id }, 'could not record a failed job'),
    );
  });
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

/** The order and payment workflows, the jobs they enqueue, and the retries staff ask for. */
async function startCommerce({
  store,
  pool,
  paypal,
  tracking,
  connection,
  db,
  logger,
  config,
  mail,
  payments,
  orders,
  taobao,
  taobaoQueue,
  fees,
}: NonNullable<WorkersOptions['commerce']> & {
  connection: ReturnType<typeof createQueueConnection>;
  db: Kysely<Database>;
  logger: Logger;
  config: WorkersOptions['config'];
  mail: MailQueue;
  payments: PaymentsQueue;
  orders: OrdersQueue;
  taobaoQueue: TaobaoQueue;
  fees: FeesQueue;
}) {
  const commands = shopCommands(store);
  // A worker that died holding a job gives it back after this long.
  const lockMs = (config.JOB_LOCK_SECONDS ?? 30) * 1000;
  // Every job is safe to run again (ids derived from its cause), so a job whose worker died
  // several times in a row is run again rather than failed: only its own errors fail it.
  const locks = { lockDuration: lockMs, stalledInterval: lockMs, maxStalledCount: 10 };
  const captureCheckDelayMs = captureCheckDelays((config.PAYPAL_CHECK_SECONDS ?? 60) * 1000);
  // PayPal calls mostly wait on PayPal: several at once.
  const paymentsWorker = connection.worker(
    paymentsQueueName,
    createPaymentProcessor({
      store,
      commands,
      paypal,
      queue: payments,
      checkDelayMs: captureCheckDelayMs,
    }),
    { concurrency: 8, ...locks },
  );
  const unpaidOrderTtlMs = (config.UNPAID_ORDER_SECONDS ?? 1800) * 1000;
  // One round at a time: a second would only meet the same orders.
  const ordersWorker = connection.worker(
    ordersQueueName,
    createExpireUnpaidOrdersProcessor({
      db,
      commands,
      logger,
      unpaidOrderTtlMs,
      metadata: (orderNumber) =>
        jobMetadata('expire-unpaid-orders', `expire-unpaid-${orderNumber}`),
    }),
    locks,
  );
  observe(paymentsWorker, logger, db);
  observe(ordersWorker, logger, db);
  await Promise.all([paymentsWorker.waitUntilReady(), ordersWorker.waitUntilReady()]);
  await scheduleUnpaidOrderExpiry(orders, unpaidOrderSweepMs(unpaidOrderTtlMs));
  const trackingQueue: TrackingQueue = connection.queue(trackingQueueName);
  if (tracking) {
    // Carrier calls mostly wait on the carrier: several at once.
    const trackingWorker = connection.worker(
      trackingQueueName,
      createTrackShipmentsProcessor({
        store,
        commands,
        tracking,
        db,
        queue: trackingQueue,
        logger,
      }),
      { concurrency: 4, ...locks },
    );
    observe(trackingWorker, logger, db);
    await trackingWorker.waitUntilReady();
    await scheduleShipmentPolling(trackingQueue, (config.TRACKING_POLL_SECONDS ?? 900) * 1000);
  } else {
    logger.warn('carrier tracking is off: no CARRIER_API_URL');
  }

  // Every reseller without a linked Taobao account pays the monthly fee here (linked ones below).
  const feesWorker = connection.worker(
    feesQueueName,
    createResellerFeeProcessor({ db, store, commands, queue: fees }),
    { concurrency: 2, ...locks },
  );
  observe(feesWorker, logger, db);
  await feesWorker.waitUntilReady();
  await scheduleResellerFees(fees, 60 * 60 * 1000);

  // Sales past their end date folded into the products' prices, each minute.
  const sales: SalesQueue = connection.queue(salesQueueName);
  const salesWorker = connection.worker(
    salesQueueName,
    createEndSalesProcessor({
      db,
      commands,
      metadata: (productId) => jobMetadata('end-sales', `end-sales-${productId}`),
    }),
    locks,
  );
  observe(salesWorker, logger, db);
  await salesWorker.waitUntilReady();
  await scheduleEndSales(sales, 60 * 1000);

  const taobaoContext = { store, commands, db, queue: taobaoQueue };
  if (taobao) {
    // Sellers' syncs mostly wait on Taobao; each seller's run one at a time (seller locks).
    const taobaoWorker = connection.worker(
      taobaoQueueName,
      createTaobaoProcessor({ db, pool, store, commands, taobao, queue: taobaoQueue }),
      { concurrency: 8, ...locks },
    );
    observe(taobaoWorker, logger, db);
    await taobaoWorker.waitUntilReady();
    await scheduleTaobaoSyncs(taobaoQueue, (config.TAOBAO_SYNC_SECONDS ?? 300) * 1000);
  }
  const workflows = [
    ...allWorkflows({
      store,
      commands,
      queues: { payments, mail },
      staffEmail: config.STAFF_EMAIL ?? defaultStaffEmail,
      captureCheckDelayMs,
      ...(config.RESELLER_SITE_NAME && { resellerSiteName: config.RESELLER_SITE_NAME }),
    }),
    // Always followed (they share the checkpoint): their jobs wait for a worker that reaches Taobao.
    taobaoWalletWorkflow(taobaoContext),
    taobaoAccountWorkflow(taobaoContext),
    taobaoCatalogueWorkflow(taobaoContext),
    taobaoShipmentWorkflow(taobaoContext),
  ];
  const runner = new ProjectionRunner({
    store,
    pool,
    projection: workflowsProjection(workflows, { db, logger }),
    logger,
  });
  runner.start();
  const queuesByName = new Map<string, JobQueue<unknown, unknown>>([
    [paymentsQueueName, payments as unknown as JobQueue<unknown, unknown>],
    [ordersQueueName, orders as unknown as JobQueue<unknown, unknown>],
    [mailQueueName, mail as unknown as JobQueue<unknown, unknown>],
    [trackingQueueName, trackingQueue as unknown as JobQueue<unknown, unknown>],
    [taobaoQueueName, taobaoQueue as unknown as JobQueue<unknown, unknown>],
    [feesQueueName, fees as unknown as JobQueue<unknown, unknown>],
  ]);
  const retries = startWorkflowRetries({ db, store, logger, workflows, queues: queuesByName });
  return {
    async close() {
      await retries.close();
      await runner.stop();
    },
  };
}

function isFinalFailure(job: Job, error: Error): boolean {
  return error instanceof UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? 1);
}
