import {
  createDatabase,
  createDatabasePool,
  createEventStore,
  migrateToLatest,
  runService,
} from '@shop/core';
import { startProjections } from './projections.js';

/** The projections service on its own, as the production layout runs it. */
runService('projections', async ({ config, logger, databaseUrl }) => {
  const pool = createDatabasePool(databaseUrl, { applicationName: 'shop-projections' });
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
