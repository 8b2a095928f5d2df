import { type Config, ConfigError, describeConfig, loadConfig } from '../config/config.js';
import { createLogger, type Logger } from '../log/logger.js';
import { onShutdown } from './on-shutdown.js';

export interface ServiceContext {
  readonly config: Config;
  readonly logger: Logger;
  readonly databaseUrl: string;
}

/**
 * Runs one service of the production layout: reads the configuration, insists on
 * DATABASE_URL, logs which backends are in use, starts, and stops cleanly on SIGINT/SIGTERM.
 *
 * @example
 * runService('workers', async ({ config, logger, databaseUrl }) => {
 *   const workers = await startWorkers({ config, databaseUrl, db, logger });
 *   return () => workers.close();
 * });
 */
export function runService(
  name: string,
  start: (context: ServiceContext) => Promise<() => Promise<void>>,
): void {
  const run = async () => {
    const config = loadConfig();
    const logger = createLogger(name, config.LOG_LEVEL);
    if (!config.DATABASE_URL) {
      throw new ConfigError(
        `DATABASE_URL is required to run the ${name} service on its own; \`npm start\` runs the embedded default.`,
      );
    }
    for (const line of describeConfig(config)) logger.info(line);
    const stop = await start({ config, logger, databaseUrl: config.DATABASE_URL });
    logger.info(`${name} started`);
    onShutdown(logger, stop);
  };
  run().catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
}
