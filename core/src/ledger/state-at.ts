import type { Decider, DomainEvent } from '../decider/decider.js';
import type { RecordedEvent } from '../event-store/event.js';
import { orderDecider } from '../orders/order.decider.js';
import type { OrderEvent } from '../orders/order.events.js';
import { walletDecider } from '../wallet/wallet.decider.js';
import type { WalletEvent } from '../wallet/wallet.events.js';

/**
 * An aggregate as it stood at `at`: its stream's events up to that moment (inclusive), folded.
 * A stream is read in its own order, so folding stops at its first event after `at`.
 *
 * @example
 * const then = stateAt(walletDecider, await store.readStream(walletStream(id)), new Date('2026-10-01'));
 */
export function stateAt<Command, Event extends DomainEvent, State>(
  decider: Decider<Command, Event, State>,
  events: readonly RecordedEvent[],
  at: Date,
): { state: State; events: number; lastAt: string | null } {
  let state = decider.initialState;
  let count = 0;
  let lastAt: string | null = null;
  for (const event of events) {
    if (new Date(event.metadata.occurredAt).getTime() > at.getTime()) break;
    state = decider.evolve(state, event as unknown as Event);
    count += 1;
    lastAt = event.metadata.occurredAt;
  }
  return { state, events: count, lastAt };
}

/** A wallet (`wallet-<accountId>`'s events) as it stood at `at`. */
export function walletAt(events: readonly (RecordedEvent & WalletEvent)[], at: Date) {
  return stateAt(walletDecider, events, at);
}

/** An order (`order-<number>`'s events) as it stood at `at`. */
export function orderAt(events: readonly (RecordedEvent & OrderEvent)[], at: Date) {
  return stateAt(orderDecider, events, at);
}
