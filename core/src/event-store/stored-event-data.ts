import type { RecordedEvent } from './event.js';

const storedData = Symbol('shop.storedEventData');

/**
 * The event's data as JSON text, as the store holds it, when the adapter kept it. A consumer
 * that only copies the data (the event log) can skip parsing and serialising it again.
 */
export function storedEventData(event: RecordedEvent): string | undefined {
  return (event as { [storedData]?: string })[storedData];
}

/** An event whose data is parsed from `json` on first read, and only then. */
export function withStoredData(event: Omit<RecordedEvent, 'data'>, json: string): RecordedEvent {
  let parsed: unknown;
  let ready = false;
  const lazy: RecordedEvent & { [storedData]: string } = {
    ...event,
    get data() {
      if (!ready) {
        parsed = JSON.parse(json);
        ready = true;
      }
      return parsed;
    },
    [storedData]: json,
  };
  return lazy;
}
