import { createDatabase, migrateToLatest, runService } from '@shop/core';
import { startWorkers } from './workers.js';

/** The standalone workers service (production); `npm start` at the root embeds the workers. */
runService('workers', async ({ config, logger, databaseUrl }) => {
  const db = createDatabase(databaseUrl, { applicationName: 'shop-workers' });
  await migrateToLatest(db);
  const workers = await startWorkers({ config, databaseUrl, db, logger });
  return async () => {
    await workers.close();
    await db.destroy();
  };
});
