export * from './event-store/event.js';
export * from './event-store/event-store.js';
export { EventStoreDbEventStore } from './event-store/eventstoredb/eventstoredb-event-store.js';
export { InMemoryEventStore } from './event-store/in-memory/in-memory-event-store.js';
export { PostgresEventStore } from './event-store/postgres/postgres-event-store.js';
