import { ConfigError, createDatabase, createLogger, loadConfig, migrateToLatest } from '@shop/core';
import { startWorkers } from './workers.js';

/** The standalone workers service (production); `npm start` at the root embeds the workers. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger('workers', config.LOG_LEVEL);
  const databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    logger.fatal(
      'DATABASE_URL is not set: the standalone workers service needs the shared PostgreSQL ' +
        'database (without it, run `npm start` at the root, which embeds the workers).',
    );
    process.exitCode = 1;
    return;
  }
  const db = createDatabase(databaseUrl);
  await migrateToLatest(db);
  const workers = await startWorkers({ config, databaseUrl, db, logger });
  logger.info('workers started');

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping: waiting for active jobs');
    try {
      await workers.close();
      await db.destroy();
      logger.info('workers stopped');
    } catch (error) {
      logger.error({ err: error }, 'workers did not stop cleanly');
      process.exitCode = 1;
    }
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

try {
  await main();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
