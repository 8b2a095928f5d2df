import type { GlobalPosition, NewEvent, RecordedEvent } from './event.js';

/** A number is the revision of the stream's last event (0 after its first event). */
export type ExpectedRevision = number | 'no_stream' | 'any';

export interface AppendResult {
  /** Revision of the last appended event: pass it as `expectedRevision` to append again. */
  readonly nextExpectedRevision: number;
  readonly position: GlobalPosition;
}

export interface ReadStreamOptions {
  /** The first revision to read: a reader that holds the earlier ones reads only what is new. */
  readonly fromRevision?: number;
}

export interface ReadAllOptions {
  /** Exclusive; the start of the log when absent. */
  readonly after?: GlobalPosition;
  readonly limit: number;
}

export interface SubscribeOptions {
  readonly after?: GlobalPosition;
  /** Largest batch handed over at once. */
  readonly batchSize?: number;
  readonly signal?: AbortSignal;
}

/**
 * The event store port. Every adapter passes the contract suite in `testing/`.
 *
 * @example
 * const { nextExpectedRevision } = await store.append('order-100123', [placed], {
 *   expectedRevision: 'no_stream',
 * });
 */
export interface EventStore {
  append(
    streamName: string,
    events: readonly NewEvent[],
    options: { readonly expectedRevision: ExpectedRevision },
  ): Promise<AppendResult>;
  /**
   * Events of one stream in revision order, from `fromRevision` (0 by default); empty when the
   * stream does not exist.
   */
  readStream(streamName: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /**
   * Several streams at once, each from its own revision, in one round trip where the adapter
   * can (optional: `foldStreams` reads them one by one otherwise). Every stream asked for is in
   * the answer, empty when it has nothing from there.
   */
  readStreams?(
    requests: readonly { readonly streamName: string; readonly fromRevision: number }[],
  ): Promise<Map<string, RecordedEvent[]>>;
  /** Events of all streams in the global order, after a position. */
  readAll(options: ReadAllOptions): Promise<RecordedEvent[]>;
  /**
   * Catch-up subscription: yields non-empty batches in the global order from `after`, then
   * keeps yielding new events as they are committed, until `signal` aborts.
   */
  subscribeToAll(options?: SubscribeOptions): AsyncIterable<RecordedEvent[]>;
  /**
   * How many events stand after `position`: the lag of a reader checkpointed there. With
   * `atMost`, counts no further than that (a count walks every event it counts).
   */
  countAfter(position: GlobalPosition, options?: { readonly atMost?: number }): Promise<number>;
  /** The position of the newest event a reader can see now; the start when there is none. */
  headPosition(): Promise<GlobalPosition>;
  close(): Promise<void>;
}

export class WrongExpectedRevision extends Error {
  override readonly name = 'WrongExpectedRevision';
  constructor(
    readonly streamName: string,
    readonly expected: ExpectedRevision,
    /** -1 when the stream does not exist; null when the adapter cannot tell. */
    readonly actual: number | null,
  ) {
    super(
      `Stream ${streamName}: expected revision ${String(expected)}, found ${actual ?? 'unknown'}`,
    );
  }
}

export function assertValidAppend(streamName: string, events: readonly NewEvent[]): void {
  if (!/^[a-z][a-z0-9]*-\S+$/.test(streamName)) {
    throw new TypeError(`Invalid stream name "${streamName}": expected <category>-<id>`);
  }
  if (events.length === 0) throw new TypeError('append needs at least one event');
}

/**
 * The result of an append that already landed, when every one of `events` carries an id that
 * `stream` holds: a retried append is answered, not refused and not stored twice.
 */
export function landedAppend(
  stream: readonly RecordedEvent[],
  events: readonly NewEvent[],
): AppendResult | null {
  const stored = events.map((event) =>
    event.id === undefined ? undefined : stream.find((recorded) => recorded.id === event.id),
  );
  const last = stored.at(-1);
  if (!last || !stored.every(Boolean)) return null;
  return { nextExpectedRevision: last.revision, position: last.position };
}
