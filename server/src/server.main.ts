import { createDatabase, createEventStore, migrateToLatest, runService } from '@shop/core';
import {
  createQueueConnection,
  feesQueueName,
  type JobQueue,
  type MailQueue,
  mailQueueName,
  maintenanceQueueName,
  ordersQueueName,
  paymentsQueueName,
  taobaoQueueName,
} from '@shop/workers';
import { withSellerKeysSecret } from './bootstrap/seller-keys-secret.js';
import { ensureStaffAccount } from './bootstrap/staff-account.js';
import { watchVersions } from './catalog/watched-versions.js';
import { openRateLimitStore } from './http/rate-limit-store.js';
import { createRateLimits } from './http/rate-limits.js';
import { startStreamWatcher } from './http/stream-watcher.js';
import { enqueuedMail } from './mail/enqueued-mail.js';
import { taobaoSetup } from './marketplace/taobao-setup.js';
import { paypalSetup } from './payments/paypal-setup.js';
import { startServer } from './server.js';
import { carrierSetup } from './shipping/carrier-setup.js';

/** The HTTP service alone, as the production layout runs it (one of several replicas). */
runService('server', async ({ config: given, logger, databaseUrl }) => {
  const config = await withSellerKeysSecret(given);
  const db = createDatabase(databaseUrl, { applicationName: 'shop-server' });
  await migrateToLatest(db);
  // Every request's stream reads and appends share it (10 queued them at -c 100).
  const store = await createEventStore({
    eventStoreUrl: config.EVENTSTORE_URL,
    databaseUrl,
    poolSize: 30,
  });
  if (config.STAFF_PASSWORD) {
    const outcome = await ensureStaffAccount({
      store,
      db,
      email: config.STAFF_EMAIL,
      password: config.STAFF_PASSWORD,
    });
    logger.info({ email: config.STAFF_EMAIL, outcome }, 'staff account');
  }
  // Mail is only queued here; the workers service delivers it.
  const queues = createQueueConnection(config, databaseUrl, {
    onError: (error, source) => logger.error({ err: error, source }, 'job queue error'),
  });
  const mailQueue: MailQueue = queues.queue(mailQueueName);
  // Staff's queue dashboard looks at every queue the workers service runs.
  const dashboardQueues: JobQueue<unknown, unknown>[] = [
    mailQueue as unknown as JobQueue<unknown, unknown>,
    ...[
      maintenanceQueueName,
      paymentsQueueName,
      ordersQueueName,
      taobaoQueueName,
      feesQueueName,
    ].map((name) => queues.queue<unknown, unknown>(name)),
  ];
  const watcher = await startStreamWatcher(store, logger);
  // The projections service's writes are announced by PostgreSQL (watched-versions.ts).
  const versions = await watchVersions({ connectionString: databaseUrl, db, logger });
  const limitStore = openRateLimitStore(config, databaseUrl);
  const server = await startServer({
    config,
    db,
    store,
    mail: enqueuedMail(mailQueue),
    paypal: paypalSetup(config),
    taobao: taobaoSetup(config),
    carriers: carrierSetup(config),
    watcher,
    rateLimits: createRateLimits(config, limitStore.store),
    logger,
    queues: dashboardQueues,
    versions,
  });
  logger.info({ port: server.port }, 'server listening');
  return async () => {
    await server.close();
    await versions.stop();
    await watcher.close();
    await limitStore.close();
    await queues.close();
    await store.close();
    await db.destroy();
  };
});
