import {
  createDatabase,
  createDatabasePool,
  createEventStore,
  migrateToLatest,
  runService,
} from '@shop/core';
import { allProjections } from './all-projections.js';
import { startProjections } from './projections.js';

/** The projections service on its own, as the production layout runs it. */
runService('projections', async ({ config, logger, databaseUrl }) => {
  // Each projection holds a connection while it leads, and takes one per batch.
  const pool = createDatabasePool(databaseUrl, {
    applicationName: 'shop-projections',
    poolSize: 2 * allProjections.length + 2,
  });
  const db = createDatabase(pool);
  await migrateToLatest(db);
  const store = await createEventStore({ eventStoreUrl: config.EVENTSTORE_URL, databaseUrl });
  const projections = startProjections({ store, pool, logger });
  return async () => {
    await projections.close();
    await store.close();
    await db.destroy();
  };
});
