import { randomUUID } from 'node:crypto';
import esdb, {
  type RecordedEvent as EsdbRecordedEvent,
  type EventStoreDBClient,
  type JSONType,
} from '@eventstore/db-client';
import {
  comparePositions,
  type GlobalPosition,
  type NewEvent,
  type RecordedEvent,
  START_POSITION,
} from '../event.js';
import {
  type AppendResult,
  assertValidAppend,
  type EventStore,
  type ExpectedRevision,
  landedAppend,
  type ReadAllOptions,
  type ReadStreamOptions,
  type SubscribeOptions,
  WrongExpectedRevision,
} from '../event-store.js';
import {
  fromCurrentRevision,
  isOwnEvent,
  toAppendExpectedRevision,
  toGlobalPosition,
  toRecordedEvent,
} from './eventstoredb-mapping.js';

const { ANY, END, NO_STREAM, START, BACKWARDS, FORWARDS } = esdb;

/** Production event store. Kept thin: it maps the port onto `@eventstore/db-client`. */
export class EventStoreDbEventStore implements EventStore {
  private constructor(private readonly client: EventStoreDBClient) {}

  /** @example const store = EventStoreDbEventStore.connect('esdb://localhost:2113?tls=false'); */
  static connect(connectionString: string): EventStoreDbEventStore {
    return new EventStoreDbEventStore(esdb.EventStoreDBClient.connectionString(connectionString));
  }

  async append(
    streamName: string,
    events: readonly NewEvent[],
    { expectedRevision }: { readonly expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    assertValidAppend(streamName, events);
    const data = events.map((event) =>
      esdb.jsonEvent({
        id: event.id ?? randomUUID(),
        type: event.type,
        data: event.data as JSONType,
        metadata: event.metadata as unknown as JSONType,
      }),
    );
    try {
      const result = await this.client.appendToStream(streamName, data, {
        expectedRevision: toAppendExpectedRevision(expectedRevision, { ANY, NO_STREAM }),
      });
      return {
        nextExpectedRevision: Number(result.nextExpectedRevision),
        position: result.position ? toGlobalPosition(result.position) : START_POSITION,
      };
    } catch (error) {
      if (error instanceof esdb.WrongExpectedVersionError) {
        // The server knows a retry only at the revision it first landed at; this finds it anywhere.
        const stored = await this.#alreadyStored(streamName, events);
        if (stored) return stored;
        throw new WrongExpectedRevision(
          streamName,
          expectedRevision,
          fromCurrentRevision(error.actualVersion),
        );
      }
      throw error;
    }
  }

  async #alreadyStored(
    streamName: string,
    events: readonly NewEvent[],
  ): Promise<AppendResult | null> {
    if (events.some((event) => event.id === undefined)) return null;
    return landedAppend(await this.readStream(streamName), events);
  }

  async readStream(
    streamName: string,
    { fromRevision = 0 }: ReadStreamOptions = {},
  ): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      const from = fromRevision === 0 ? START : BigInt(fromRevision);
      for await (const resolved of this.client.readStream(streamName, { fromRevision: from })) {
        if (resolved.event) events.push(fromStreamEvent(resolved.event));
      }
    } catch (error) {
      if (error instanceof esdb.StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async readAll({ after, limit }: ReadAllOptions): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    // The server's read starts at `fromPosition` inclusive; the port's `after` is exclusive.
    const read = this.client.readAll({
      fromPosition: after ?? START,
      maxCount: limit + 1,
      direction: FORWARDS,
    });
    for await (const resolved of read) {
      const event = resolved.event;
      if (!event || !isOwnEvent(event)) continue;
      const recorded = toRecordedEvent(event);
      if (after && comparePositions(recorded.position, after) <= 0) continue;
      events.push(recorded);
      if (events.length === limit) break;
    }
    return events;
  }

  async *subscribeToAll({
    after,
    batchSize = 500,
    signal,
  }: SubscribeOptions = {}): AsyncIterable<RecordedEvent[]> {
    let position = after;
    // Catch up by pages, then follow live events through a server subscription.
    for (;;) {
      if (signal?.aborted) return;
      const page = await this.readAll({ after: position ?? START_POSITION, limit: batchSize });
      const last = page.at(-1);
      if (!last) break;
      position = last.position;
      yield page;
    }
    const subscription = this.client.subscribeToAll({
      fromPosition: position ?? START,
      filter: esdb.excludeSystemEvents(),
    });
    const stop = () => void subscription.unsubscribe();
    signal?.addEventListener('abort', stop, { once: true });
    try {
      for await (const resolved of subscription) {
        if (resolved.event && isOwnEvent(resolved.event)) yield [toRecordedEvent(resolved.event)];
      }
    } finally {
      signal?.removeEventListener('abort', stop);
      await subscription.unsubscribe();
    }
  }

  async headPosition(): Promise<GlobalPosition> {
    for await (const resolved of this.client.readAll({
      fromPosition: END,
      direction: BACKWARDS,
      maxCount: 100,
    })) {
      if (resolved.event && isOwnEvent(resolved.event)) {
        return toGlobalPosition(resolved.event.position);
      }
    }
    return START_POSITION;
  }

  async countAfter(
    position: GlobalPosition,
    { atMost }: { readonly atMost?: number } = {},
  ): Promise<number> {
    let count = 0;
    const cap = Math.min(100_000, atMost ?? Number.POSITIVE_INFINITY);
    for await (const resolved of this.client.readAll({
      fromPosition: END,
      direction: BACKWARDS,
      maxCount: cap,
    })) {
      const event = resolved.event;
      if (!event) continue;
      if (comparePositions(toGlobalPosition(event.position), position) <= 0) break;
      if (isOwnEvent(event)) count++;
    }
    return count;
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }
}

function fromStreamEvent(event: EsdbRecordedEvent): RecordedEvent {
  return toRecordedEvent({ ...event, position: event.position ?? { commit: 0n, prepare: 0n } });
}
