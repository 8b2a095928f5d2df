import { LRUCache } from 'lru-cache';
import type { NewEvent, RecordedEvent } from '../event-store/event.js';
import type { EventStore } from '../event-store/event-store.js';
import { dataJsonOf } from '../event-store/new-event-json.js';
import type { Decider, DomainEvent } from './decider.js';

interface Folded {
  readonly state: unknown;
  /** Revision of the last event folded in; -1 for a stream without events. */
  readonly revision: number;
}

/**
 * Streams whose folded state each store keeps; the least recently used go first. An LRU cache
 * rather than a Map whose entry is deleted and set again on each use: V8 leaves the deleted
 * entries in the key's hash chain until the table is rebuilt, so keeping one busy stream's fold
 * again and again cost time in proportion to the whole cache (27 µs a keep at 10,000 streams).
 */
const capacity = 10_000;
type Folds = LRUCache<string, Folded>;
const folds = new WeakMap<EventStore, WeakMap<object, Folds>>();

function streamsOf(store: EventStore, decider: object): Folds {
  let byDecider = folds.get(store);
  if (!byDecider) {
    byDecider = new WeakMap();
    folds.set(store, byDecider);
  }
  let streams = byDecider.get(decider);
  if (!streams) {
    streams = new LRUCache({ max: capacity });
    byDecider.set(decider, streams);
  }
  return streams;
}

/** Keeps a fold as the most recently used; the least recently used go beyond the capacity. */
function keep(streams: Folds, streamName: string, folded: Folded): void {
  streams.set(streamName, folded);
}

/**
 * The fold kept from this process's last read or write of the stream, without asking the
 * store: possibly behind it (another process appended since), so only for a decision whose
 * append states that revision, which the store refuses if the stream moved on.
 */
export function keptFold<Command, Event extends DomainEvent, State>(
  store: EventStore,
  streamName: string,
  decider: Decider<Command, Event, State>,
): { state: State; revision: number } | undefined {
  return streamsOf(store, decider).peek(streamName) as
    | { state: State; revision: number }
    | undefined;
}

/**
 * Keeps the fold after this process appended `events` at `revision` (the revision the fold it
 * decided on stood at): the next command on the stream can decide without reading it first.
 * The events are folded from the JSON text the store appended, so the kept state is the one a
 * read would fold.
 */
export function keepAppended<Command, Event extends DomainEvent, State>(
  store: EventStore,
  streamName: string,
  decider: Decider<Command, Event, State>,
  decidedOn: { state: State; revision: number },
  appended: readonly NewEvent[],
): void {
  const state = appended.reduce((current, event) => {
    // Data left undefined has no JSON text (JSON.stringify gives undefined): it stays so.
    const json = dataJsonOf(event);
    return decider.evolve(current, {
      type: event.type,
      data: json === undefined ? undefined : JSON.parse(json),
    } as Event);
  }, decidedOn.state);
  keep(streamsOf(store, decider), streamName, {
    state,
    revision: decidedOn.revision + appended.length,
  });
}

/**
 * An aggregate's state and revision, folded from its stream. The state of the last read is
 * kept, so the next read asks the store only for the events after it: a busy stream (a
 * popular product's stock, a seller's wallet) costs what is new, not its whole history.
 * States are immutable, so keeping them is safe.
 *
 * @example
 * const { state, revision } = await foldStream(store, stockStream(3), stockDecider);
 */
export async function foldStream<Command, Event extends DomainEvent, State>(
  store: EventStore,
  streamName: string,
  decider: Decider<Command, Event, State>,
): Promise<{ state: State; revision: number }> {
  const known = streamsOf(store, decider).peek(streamName);
  const events = await store.readStream(streamName, { fromRevision: (known?.revision ?? -1) + 1 });
  return foldRead(store, streamName, decider, known, events);
}

/**
 * The fold as of at least `revision`: the one this process kept when it has folded that far
 * (a prefix of the stream, possibly behind its end), else a read. For what the stream's later
 * events never change, such as who placed an order or what a payment is for.
 */
export async function foldAsOf<Command, Event extends DomainEvent, State>(
  store: EventStore,
  streamName: string,
  decider: Decider<Command, Event, State>,
  revision: number,
): Promise<{ state: State; revision: number }> {
  const known = keptFold(store, streamName, decider);
  if (known && known.revision >= revision) return known;
  return foldStream(store, streamName, decider);
}

/**
 * Several aggregates of one kind, each folded as {@link foldStream} folds it, their new events
 * read in one round trip where the store can (`readStreams`).
 *
 * @example
 * const states = await foldStreams(store, [productStream(1), productStream(2)], productDecider);
 */
export async function foldStreams<Command, Event extends DomainEvent, State>(
  store: EventStore,
  streamNames: readonly string[],
  decider: Decider<Command, Event, State>,
): Promise<Map<string, { state: State; revision: number }>> {
  const names = [...new Set(streamNames)];
  if (!store.readStreams || names.length < 2) {
    const folded = await Promise.all(names.map((name) => foldStream(store, name, decider)));
    return new Map(
      names.map((name, index) => [name, folded[index] as { state: State; revision: number }]),
    );
  }
  const streams = streamsOf(store, decider);
  const known = new Map(names.map((name) => [name, streams.peek(name)]));
  const read = await store.readStreams(
    names.map((streamName) => ({
      streamName,
      fromRevision: (known.get(streamName)?.revision ?? -1) + 1,
    })),
  );
  const folded = await Promise.all(
    names.map((name) => foldRead(store, name, decider, known.get(name), read.get(name) ?? [])),
  );
  return new Map(
    names.map((name, index) => [name, folded[index] as { state: State; revision: number }]),
  );
}

/** Folds what a read gave on top of the kept fold it started from, and keeps the result. */
async function foldRead<Command, Event extends DomainEvent, State>(
  store: EventStore,
  streamName: string,
  decider: Decider<Command, Event, State>,
  known: Folded | undefined,
  events: readonly RecordedEvent[],
): Promise<{ state: State; revision: number }> {
  const streams = streamsOf(store, decider);
  let state = (known?.state as State | undefined) ?? decider.initialState;
  let revision = known?.revision ?? -1;
  for (const event of events) {
    // A stream read out of order (two readers racing) is read whole next time.
    if (event.revision !== revision + 1) {
      streams.delete(streamName);
      return foldStream(store, streamName, decider);
    }
    state = decider.evolve(state, event as unknown as Event);
    revision = event.revision;
  }
  keep(streams, streamName, { state, revision });
  return { state, revision };
}
