import { eventStoreContract } from '../../testing/event-store.contract.js';
import { EventStoreDbEventStore } from './eventstoredb-event-store.js';

// Runs only where EVENTSTORE_URL points at a server (see vitest.config.ts).
const url = process.env.EVENTSTORE_URL ?? '';

eventStoreContract('eventstoredb', async () => {
  const store = EventStoreDbEventStore.connect(url);
  const otherStore = EventStoreDbEventStore.connect(url);
  return {
    store,
    otherStore,
    // EventStoreDB commits each append atomically; a late commit is an append made later.
    beginSlowAppend: async (streamName, events) => ({
      commit: async () => {
        await otherStore.append(streamName, events, { expectedRevision: 'no_stream' });
      },
    }),
    async close() {
      await store.close();
      await otherStore.close();
    },
  };
});
