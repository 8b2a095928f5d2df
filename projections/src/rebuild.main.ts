import {
  ConfigError,
  createDatabase,
  createDatabasePool,
  createEventStore,
  createLogger,
  loadConfig,
  migrateToLatest,
} from '@shop/core';
import { allProjections } from './all-projections.js';
import { rebuildProjection } from './rebuild.js';

/**
 * `npm run rebuild [-- name ...]`: replays every event into the named projections (all when
 * none is named). Stop the projections service first. Exits non-zero on the first error.
 */
async function main() {
  const config = loadConfig();
  const logger = createLogger('rebuild', config.LOG_LEVEL);
  const databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) throw new ConfigError('DATABASE_URL is required for a rebuild.');
  const names = process.argv.slice(2);
  const unknown = names.filter(
    (name) => !allProjections.some((projection) => projection.name === name),
  );
  if (unknown.length > 0) {
    throw new ConfigError(
      `Unknown projection(s): ${unknown.join(', ')}. Known: ${allProjections.map((p) => p.name).join(', ')}`,
    );
  }
  const pool = createDatabasePool(databaseUrl, { applicationName: 'shop-rebuild' });
  const db = createDatabase(pool);
  const store = await createEventStore({ eventStoreUrl: config.EVENTSTORE_URL, databaseUrl });
  try {
    await migrateToLatest(db);
    for (const projection of allProjections) {
      if (names.length > 0 && !names.includes(projection.name)) continue;
      const started = performance.now();
      const events = await rebuildProjection({ store, pool, projection, logger });
      const seconds = (performance.now() - started) / 1000;
      process.stdout.write(
        `${projection.name}: ${events} events replayed in ${seconds.toFixed(1)} s\n`,
      );
    }
  } finally {
    await store.close();
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
