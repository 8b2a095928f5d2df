import type { EventMetadata, GlobalPosition, RecordedEvent } from './event.js';

const storedData = Symbol('shop.storedEventData');

/**
 * The event's data as JSON text, as the store holds it, when the adapter kept it. A consumer
 * that only copies the data (the event log) can skip parsing and serialising it again.
 */
export function storedEventData(event: RecordedEvent): string | undefined {
  return (event as { [storedData]?: string })[storedData];
}

/**
 * An event whose data is parsed from `json` on first read, and only then. Built field by field
 * rather than by spreading: this runs for every event a reader reads.
 */
export function storedEvent(
  id: string,
  type: string,
  json: string,
  metadata: EventMetadata,
  streamName: string,
  revision: number,
  position: GlobalPosition,
): RecordedEvent {
  let parsed: unknown;
  let ready = false;
  const event: RecordedEvent & { [storedData]: string } = {
    id,
    type,
    get data() {
      if (!ready) {
        parsed = JSON.parse(json);
        ready = true;
      }
      return parsed;
    },
    metadata,
    streamName,
    revision,
    position,
    [storedData]: json,
  };
  return event;
}
