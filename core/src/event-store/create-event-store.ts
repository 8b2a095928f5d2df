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
}: {
  eventStoreUrl?: string | undefined;
  databaseUrl: string;
}): Promise<EventStore> {
  if (eventStoreUrl) return EventStoreDbEventStore.connect(eventStoreUrl);
  return PostgresEventStore.connect({ connectionString: databaseUrl });
}
