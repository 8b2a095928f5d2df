import { eventStoreContract } from '../../testing/event-store.contract.js';
import { InMemoryEventStore } from './in-memory-event-store.js';

eventStoreContract('in-memory', async () => {
  const store = new InMemoryEventStore();
  return {
    store,
    otherStore: store,
    // In memory every append is atomic: a "slow transaction" is an append made later.
    beginSlowAppend: async (streamName, events) => ({
      commit: async () => {
        await store.append(streamName, events, { expectedRevision: 'any' });
      },
    }),
    close: () => store.close(),
  };
});
