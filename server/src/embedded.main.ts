import { join } from 'node:path';
import {
  blogSeed,
  ConfigError,
  catalogueSeed,
  createDatabase,
  createDatabasePool,
  createEventStore,
  createLogger,
  describeConfig,
  loadConfig,
  migrateToLatest,
  onShutdown,
  sellerKeyCipher,
  shopCommands,
} from '@shop/core';
import { startEmbeddedPostgres } from '@shop/core/embedded';
import { startProjections } from '@shop/projections';
import { startWorkers } from '@shop/workers';
import { seedBlog } from './bootstrap/blog-seed.js';
import { seedCatalogue } from './bootstrap/catalogue-seed.js';
import { seedContentPages } from './bootstrap/content-seed.js';
import { demoSellerEmail, seedDemoSeller } from './bootstrap/demo-seller.js';
import { refuseLegacyData } from './bootstrap/legacy-data.js';
import { withSellerKeysSecret } from './bootstrap/seller-keys-secret.js';
import { embeddedStaffPassword, ensureStaffAccount } from './bootstrap/staff-account.js';
import { watchVersions } from './catalog/watched-versions.js';
import { openRateLimitStore } from './http/rate-limit-store.js';
import { createRateLimits } from './http/rate-limits.js';
import { startStreamWatcher } from './http/stream-watcher.js';
import { enqueuedMail } from './mail/enqueued-mail.js';
import { taobaoSetup } from './marketplace/taobao-setup.js';
import { paypalSetup } from './payments/paypal-setup.js';
import { startServer } from './server.js';
import { carrierSetup } from './shipping/carrier-setup.js';

/**
 * `npm start`: the whole shop in one process. With nothing configured it runs its own
 * PostgreSQL under DATA_DIR for the event store, the read models and the job queues.
 */
/** Most recently started first, so each part stops before what it depends on. */
const stops: (() => Promise<void>)[] = [];

async function stopAll() {
  for (const stop of stops.splice(0)) await stop().catch(() => {});
}

async function main() {
  const config = await withSellerKeysSecret(loadConfig());
  const logger = createLogger('shop', config.LOG_LEVEL);
  for (const line of describeConfig(config)) logger.info(line);

  const embedded = config.DATABASE_URL
    ? null
    : await startEmbeddedPostgres({
        dataDir: config.DATA_DIR,
        port: config.EMBEDDED_POSTGRES_PORT,
        logger,
      });
  const databaseUrl = config.DATABASE_URL ?? embedded?.url ?? '';
  if (embedded) stops.unshift(() => embedded.stop());
  onShutdown(logger, stopAll);

  // Each projection and workflow holds a connection while it leads, and takes one per batch.
  const pool = createDatabasePool(databaseUrl, { poolSize: 60 });
  const db = createDatabase(pool);
  stops.unshift(() => db.destroy());
  await migrateToLatest(db);
  // Every request's stream reads and appends, the workflows' steps and the subscriptions' reads
  // share it: 10 connections queued them behind each other at -c 100.
  const store = await createEventStore({
    eventStoreUrl: config.EVENTSTORE_URL,
    databaseUrl,
    poolSize: 40,
  });
  stops.unshift(() => store.close());
  if (!config.EVENTSTORE_URL) await refuseLegacyData(db);
  // Kept between reads while PostgreSQL announces no move; this process's projections tell it.
  const versions = await watchVersions({ connectionString: databaseUrl, db, logger });
  stops.unshift(() => versions.stop());
  const projections = startProjections({
    store,
    pool,
    logger,
    onApplied: versions.projectionApplied,
  });
  stops.unshift(() => projections.close());
  // PayPal, or its simulator served by this server: the workers' jobs call it once it listens.
  const paypal = paypalSetup(config);
  // Taobao, or its TOP simulator and sandbox served by this server the same way.
  const taobao = taobaoSetup(config);
  const carriers = carrierSetup(config);
  const workers = await startWorkers({
    config,
    databaseUrl,
    db,
    logger,
    commerce: {
      store,
      pool,
      paypal: paypal.client,
      tracking: carriers.client,
      ...(config.SELLER_KEYS_SECRET && {
        taobao: { client: taobao.client, cipher: sellerKeyCipher(config.SELLER_KEYS_SECRET) },
      }),
    },
  });
  stops.unshift(() => workers.close());

  const password =
    config.STAFF_PASSWORD ?? (await embeddedStaffPassword(join(config.DATA_DIR, 'staff-password')));
  const outcome = await ensureStaffAccount({ store, db, email: config.STAFF_EMAIL, password });
  await seedCatalogue({ store, db, logger, products: catalogueSeed() });
  await seedBlog({ commands: shopCommands(store), db, logger, posts: blogSeed() });
  await seedContentPages({ commands: shopCommands(store), db, logger });
  const sellerPassword = await embeddedStaffPassword(join(config.DATA_DIR, 'demo-seller-password'));
  const sellerOutcome = await seedDemoSeller({
    store,
    db,
    logger,
    email: demoSellerEmail,
    password: sellerPassword,
  });

  const mail = enqueuedMail(workers.queues.mail);
  const watcher = await startStreamWatcher(store, logger);
  stops.unshift(() => watcher.close());
  const limitStore = openRateLimitStore(config, databaseUrl);
  stops.unshift(() => limitStore.close());
  const server = await startServer({
    config,
    db,
    store,
    mail,
    paypal,
    watcher,
    taobao,
    rateLimits: createRateLimits(config, limitStore.store),
    carriers,
    logger,
    queues: workers.everyQueue,
    versions,
  });
  stops.unshift(() => server.close());
  const base = `http://${config.PUBLIC_HOST}:${server.port}`;
  process.stdout.write(
    [
      '',
      'The shop is running.',
      `  Storefront:   ${base}/   (languages: http://en.localhost:${server.port}/, ko., ja., cn.)`,
      `  Back office:  ${base}/admin/`,
      `  Staff login:  ${config.STAFF_EMAIL} / ${password}${outcome === 'existed' ? ' (unless changed since)' : ''}`,
      `  Demo seller:  ${demoSellerEmail} / ${sellerPassword}${sellerOutcome === 'existed' ? ' (unless changed since)' : ''}`,
      `  Health:       ${base}/Iamalive`,
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
}

main().catch(async (error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  await stopAll();
  process.exit(1);
});
