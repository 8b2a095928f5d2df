import type { EventStore } from '../event-store/event-store.js';
import type { Decider, DomainEvent } from './decider.js';

interface Folded {
  readonly state: unknown;
  /** Revision of the last event folded in; -1 for a stream without events. */
  readonly revision: number;
}

/** Streams whose folded state each store keeps; the least recently used go first. */
const capacity = 10_000;
const folds = new WeakMap<EventStore, WeakMap<object, Map<string, Folded>>>();

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
  let byDecider = folds.get(store);
  if (!byDecider) {
    byDecider = new WeakMap();
    folds.set(store, byDecider);
  }
  let streams = byDecider.get(decider);
  if (!streams) {
    streams = new Map();
    byDecider.set(decider, streams);
  }
  const known = streams.get(streamName);
  const events = await store.readStream(streamName, { fromRevision: (known?.revision ?? -1) + 1 });
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
  streams.delete(streamName);
  streams.set(streamName, { state, revision });
  if (streams.size > capacity) {
    const oldest = streams.keys().next().value;
    if (oldest !== undefined) streams.delete(oldest);
  }
  return { state, revision };
}
