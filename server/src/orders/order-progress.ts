import {
  type EventStore,
  type OrderEvent,
  type OrderState,
  orderDecider,
  orderStream,
} from '@shop/core';
import { type AggregateProgress, awaitAggregate } from '../http/await-aggregate.js';

export type OrderProgress = AggregateProgress<OrderState, OrderEvent>;

/** Placed and either under way for payment (PayPal link ready, or paid) or over. */
export function checkoutAnswered({ state }: OrderProgress): boolean {
  return (
    state.status !== 'none' &&
    (state.status === 'Cancelled' ||
      state.paymentStatus !== 'Not paid yet' ||
      state.paymentId !== null)
  );
}

/** Cancelled, with its money back where it came from if any was taken. */
export function cancellationDone({ state }: OrderProgress): boolean {
  return (
    state.status === 'Cancelled' &&
    (state.paidWith === null || state.paymentStatus !== 'paid' || state.refund === 'done')
  );
}

/**
 * Follows an order's own stream until `milestone` holds (or 10 s pass).
 *
 * @example
 * const { state } = await awaitOrder(store, orderNumber, checkoutAnswered);
 */
export function awaitOrder(
  store: EventStore,
  orderNumber: string,
  milestone: (progress: OrderProgress) => boolean,
  options?: { timeoutMs?: number },
): Promise<OrderProgress> {
  return awaitAggregate(store, orderStream(orderNumber), orderDecider, milestone, options);
}
