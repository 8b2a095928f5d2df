import type { Decider, DomainEvent, EventStore, GlobalPosition, RecordedEvent } from '@shop/core';

export interface AggregateProgress<State, Event> {
  readonly state: State;
  readonly events: readonly (RecordedEvent & Event)[];
  /** The position of the stream's last event: wait for a read model up to here. */
  readonly position: GlobalPosition | null;
}

/**
 * Follows one aggregate's stream until `reached` holds or `timeoutMs` passes, and gives its
 * state as its own events leave it. The workflows move it on; this only reads.
 *
 * @example
 * const { state } = await awaitAggregate(store, paymentStream(id), paymentDecider, ({ state }) =>
 *   state.stage !== 'capturing');
 */
export async function awaitAggregate<Command, Event extends DomainEvent, State>(
  store: EventStore,
  streamName: string,
  decider: Decider<Command, Event, State>,
  reached: (progress: AggregateProgress<State, Event>) => boolean,
  { timeoutMs = 10_000 } = {},
): Promise<AggregateProgress<State, Event>> {
  const deadline = Date.now() + timeoutMs;
  for (let pause = 5; ; pause = Math.min(pause * 2, 100)) {
    const events = (await store.readStream(streamName)) as (RecordedEvent & Event)[];
    const progress = {
      state: events.reduce(decider.evolve, decider.initialState),
      events,
      position: events.at(-1)?.position ?? null,
    };
    if (reached(progress) || Date.now() >= deadline) return progress;
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}
