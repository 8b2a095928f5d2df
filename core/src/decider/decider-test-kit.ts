import type { InMemoryEventStore } from '../event-store/in-memory/in-memory-event-store.js';

/** Counts the store's stream reads from now on; the answer is the count so far. */
export function countReads(store: InMemoryEventStore): () => number {
  let reads = 0;
  const readStream = store.readStream.bind(store);
  store.readStream = (...args) => {
    reads++;
    return readStream(...args);
  };
  return () => reads;
}
