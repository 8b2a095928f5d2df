import {
  ConfigError,
  createDatabase,
  createEventStore,
  createLogger,
  describeConfig,
  loadConfig,
  migrateToLatest,
} from '@shop/core';
import { ensureStaffAccount } from './bootstrap/staff-account.js';
import { onShutdown } from './process/on-shutdown.js';
import { startServer } from './server.js';

/** The HTTP service alone, as the production layout runs it (one of several replicas). */
async function main() {
  const config = loadConfig();
  const logger = createLogger('server', config.LOG_LEVEL);
  if (!config.DATABASE_URL) {
    throw new ConfigError(
      'DATABASE_URL is required to run the server on its own; `npm start` runs the embedded default.',
    );
  }
  for (const line of describeConfig(config)) logger.info(line);
  const db = createDatabase(config.DATABASE_URL);
  await migrateToLatest(db);
  const store = await createEventStore({
    eventStoreUrl: config.EVENTSTORE_URL,
    databaseUrl: config.DATABASE_URL,
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
  const server = await startServer({ config, db, store, logger });
  logger.info({ port: server.port }, 'server listening');
  onShutdown(logger, async () => {
    await server.close();
    await store.close();
    await db.destroy();
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
