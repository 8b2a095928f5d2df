import { type OrderEvent, type OrderState, orderDecider, orderStream } from '@shop/core';
import {
  type AggregateProgress,
  type AggregateSource,
  awaitAggregate,
} from '../http/await-aggregate.js';

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
 * const { state } = await awaitOrder(source, orderNumber, checkoutAnswered);
 */
export function awaitOrder(
  source: AggregateSource,
  orderNumber: string,
  milestone: (progress: OrderProgress) => boolean,
  options?: { timeoutMs?: number },
): Promise<OrderProgress> {
  return awaitAggregate(source, orderStream(orderNumber), orderDecider, milestone, options);
}
