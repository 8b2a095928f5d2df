import { randomUUID } from 'node:crypto';
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
import { WakeSignal } from '../wake-signal.js';

/** For unit tests only: everything lives in this process and is gone when it ends. */
export class InMemoryEventStore implements EventStore {
  readonly #log: RecordedEvent[] = [];
  readonly #streams = new Map<string, RecordedEvent[]>();
  readonly #ids = new Set<string>();
  readonly #wake = new WakeSignal();

  async append(
    streamName: string,
    events: readonly NewEvent[],
    { expectedRevision }: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    assertValidAppend(streamName, events);
    const stream = this.#streams.get(streamName) ?? [];
    const actual = stream.length - 1;
    // A retry of an append that landed: every id is already in this stream.
    const landed = landedAppend(stream, events);
    if (landed) return landed;
    const expected = expectedRevision === 'no_stream' ? -1 : expectedRevision;
    const taken = events.find((event) => event.id !== undefined && this.#ids.has(event.id));
    if (taken) throw new Error(`Event id ${taken.id} is stored already, in another stream`);
    if (expected !== 'any' && expected !== actual) {
      throw new WrongExpectedRevision(streamName, expectedRevision, actual);
    }
    const recorded = events.map((event, index): RecordedEvent => {
      const position = BigInt(this.#log.length + index + 1);
      return {
        id: event.id ?? randomUUID(),
        type: event.type,
        data: structuredClone(event.data),
        metadata: structuredClone(event.metadata),
        streamName,
        revision: actual + 1 + index,
        position: { commit: position, prepare: position },
      };
    });
    this.#log.push(...recorded);
    for (const event of recorded) this.#ids.add(event.id);
    this.#streams.set(streamName, [...stream, ...recorded]);
    this.#wake.wake();
    const newest = recorded.at(-1) as RecordedEvent;
    return { nextExpectedRevision: newest.revision, position: newest.position };
  }

  async headPosition(): Promise<GlobalPosition> {
    return this.#log.at(-1)?.position ?? START_POSITION;
  }

  async readStream(
    streamName: string,
    { fromRevision = 0 }: ReadStreamOptions = {},
  ): Promise<RecordedEvent[]> {
    return (this.#streams.get(streamName) ?? []).slice(fromRevision);
  }

  async readAll({ after = START_POSITION, limit }: ReadAllOptions): Promise<RecordedEvent[]> {
    const start = Number(after.prepare);
    return this.#log.slice(start, start + limit);
  }

  async *subscribeToAll({
    after = START_POSITION,
    batchSize = 500,
    signal,
  }: SubscribeOptions = {}): AsyncIterable<RecordedEvent[]> {
    let position: GlobalPosition = after;
    while (!signal?.aborted) {
      const seen = this.#wake.generation;
      const batch = await this.readAll({ after: position, limit: batchSize });
      const last = batch.at(-1);
      if (last) {
        position = last.position;
        yield batch;
        continue;
      }
      await this.#wake.wait(seen, 60_000, signal);
    }
  }

  async countAfter(
    position: GlobalPosition,
    { atMost = Number.POSITIVE_INFINITY }: { readonly atMost?: number } = {},
  ): Promise<number> {
    const after = this.#log.filter((event) => comparePositions(event.position, position) > 0);
    return Math.min(after.length, atMost);
  }

  async close(): Promise<void> {
    this.#wake.wake();
  }
}
