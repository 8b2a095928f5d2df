import {
  type Decider,
  type DomainEvent,
  type EventStore,
  foreground,
  type GlobalPosition,
  type RecordedEvent,
} from '@shop/core';
import type { StreamWatcher } from './stream-watcher.js';

export interface AggregateProgress<State, Event> {
  readonly state: State;
  readonly events: readonly (RecordedEvent & Event)[];
  /** The position of the stream's last event: wait for a read model up to here. */
  readonly position: GlobalPosition | null;
}

/** Where to read an aggregate and hear of its changes. */
export interface AggregateSource {
  readonly store: EventStore;
  readonly watcher: StreamWatcher;
}

/**
 * Follows one aggregate's stream until `reached` holds or `timeoutMs` passes, and gives its
 * state as its own events leave it. The workflows move it on; this only reads, woken by the
 * stream watcher at each new event of the stream.
 *
 * @example
 * const { state } = await awaitAggregate(source, paymentStream(id), paymentDecider, ({ state }) =>
 *   state.stage !== 'capturing');
 */
export function awaitAggregate<Command, Event extends DomainEvent, State>(
  source: AggregateSource,
  streamName: string,
  decider: Decider<Command, Event, State>,
  reached: (progress: AggregateProgress<State, Event>) => boolean,
  { timeoutMs = 10_000 } = {},
): Promise<AggregateProgress<State, Event>> {
  // The workflows that move it on must not wait for this request (see `foreground`).
  return foreground.aside(() => follow(source, streamName, decider, reached, timeoutMs));
}

async function follow<Command, Event extends DomainEvent, State>(
  { store, watcher }: AggregateSource,
  streamName: string,
  decider: Decider<Command, Event, State>,
  reached: (progress: AggregateProgress<State, Event>) => boolean,
  timeoutMs: number,
): Promise<AggregateProgress<State, Event>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // Listen before reading, so an event landing in between still wakes this wait.
    const changed = watcher.next(streamName, Math.max(0, Math.min(1000, deadline - Date.now())));
    const events = (await store.readStream(streamName)) as (RecordedEvent & Event)[];
    const progress = {
      state: events.reduce(decider.evolve, decider.initialState),
      events,
      position: events.at(-1)?.position ?? null,
    };
    if (reached(progress) || Date.now() >= deadline) return progress;
    await changed;
  }
}
