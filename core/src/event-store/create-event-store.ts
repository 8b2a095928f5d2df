import type { EventStore } from './event-store.js';
import { EventStoreDbEventStore } from './eventstoredb/eventstoredb-event-store.js';
import { PostgresEventStore } from './postgres/postgres-event-store.js';

/**
 * EventStoreDB when `EVENTSTORE_URL` is set, otherwise the events table in the database.
 *
 * @example
 * const store = await createEventStore({ eventStoreUrl: config.EVENTSTORE_URL, databaseUrl });
 */
export async function createEventStore({
  eventStoreUrl,
  databaseUrl,
  poolSize,
}: {
  eventStoreUrl?: string | undefined;
  databaseUrl: string;
  /** Connections of the PostgreSQL store (10 unless given). */
  poolSize?: number;
}): Promise<EventStore> {
  if (eventStoreUrl) return EventStoreDbEventStore.connect(eventStoreUrl);
  return PostgresEventStore.connect({
    connectionString: databaseUrl,
    ...(poolSize !== undefined && { poolSize }),
  });
}
