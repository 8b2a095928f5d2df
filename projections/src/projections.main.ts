import {
  ConfigError,
  createDatabase,
  createDatabasePool,
  createEventStore,
  createLogger,
  describeConfig,
  loadConfig,
  migrateToLatest,
} from '@shop/core';
import { startProjections } from './projections.js';

/** The projections service on its own, as the production layout runs it. */
async function main() {
  const config = loadConfig();
  const logger = createLogger('projections', config.LOG_LEVEL);
  if (!config.DATABASE_URL) {
    throw new ConfigError(
      'DATABASE_URL is required to run projections on their own; `npm start` runs the embedded default.',
    );
  }
  for (const line of describeConfig(config)) logger.info(line);
  const pool = createDatabasePool(config.DATABASE_URL, { applicationName: 'shop-projections' });
  const db = createDatabase(pool);
  await migrateToLatest(db);
  const store = await createEventStore({
    eventStoreUrl: config.EVENTSTORE_URL,
    databaseUrl: config.DATABASE_URL,
  });
  const projections = startProjections({ store, pool, logger });
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.info({ signal }, 'shutting down');
    await projections.close();
    await store.close();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
