import {
  createDatabase,
  createDatabasePool,
  createEventStore,
  migrateToLatest,
  runService,
} from '@shop/core';
import { createPayPalClient } from './paypal/paypal-client.js';
import { createCarrierTrackingClient } from './tracking/carrier-tracking-client.js';
import { startWorkers } from './workers.js';

/** The standalone workers service (production); `npm start` at the root embeds the workers. */
runService('workers', async ({ config, logger, databaseUrl }) => {
  const { PAYPAL_API_URL, PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET } = config;
  if (!PAYPAL_API_URL || !PAYPAL_CLIENT_ID || !PAYPAL_CLIENT_SECRET) {
    // The simulator lives in `npm start`'s single process; a separate service needs PayPal.
    throw new Error(
      'The workers service needs PAYPAL_API_URL, PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET.',
    );
  }
  // Each workflow holds a connection while it leads, and takes one per batch.
  const pool = createDatabasePool(databaseUrl, { poolSize: 20 });
  const db = createDatabase(pool);
  await migrateToLatest(db);
  const store = await createEventStore({ eventStoreUrl: config.EVENTSTORE_URL, databaseUrl });
  const paypal = createPayPalClient({
    baseUrl: PAYPAL_API_URL,
    clientId: PAYPAL_CLIENT_ID,
    clientSecret: PAYPAL_CLIENT_SECRET,
  });
  const workers = await startWorkers({
    config,
    databaseUrl,
    db,
    logger,
    commerce: {
      store,
      pool,
      paypal,
      // The carrier simulator lives in `npm start`'s single process; a separate service needs one.
      ...(config.CARRIER_API_URL && {
        tracking: createCarrierTrackingClient({
          baseUrl: config.CARRIER_API_URL,
          timeoutMs: config.CARRIER_TIMEOUT_SECONDS * 1000,
        }),
      }),
    },
  });
  return async () => {
    await workers.close();
    await store.close();
    await db.destroy();
  };
});
