import { eventStoreContract } from '../../testing/event-store.contract.js';
import { createTestDatabase } from '../../testing/test-database.js';
import { PostgresEventStore } from './postgres-event-store.js';

eventStoreContract('postgres', async () => {
  const database = await createTestDatabase();
  // A long idle poll: subscribers must be woken by appends, not by polling.
  const options = { connectionString: database.url, idlePollMs: 60_000 };
  const store = await PostgresEventStore.connect(options);
  const otherStore = await PostgresEventStore.connect(options);
  return {
    store,
    otherStore,
    async beginSlowAppend(streamName, events) {
      const client = await otherStore.pool.connect();
      await client.query('BEGIN');
      await otherStore.appendWith(client, streamName, events, { expectedRevision: 'no_stream' });
      return {
        async commit() {
          await client.query('COMMIT');
          client.release();
          otherStore.announceCommitted();
        },
      };
    },
    async close() {
      await store.close();
      await otherStore.close();
      await database.drop();
    },
  };
});
