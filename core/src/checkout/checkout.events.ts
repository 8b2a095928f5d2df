import type { DomainEvent } from '../decider/decider.js';
import type { OrderDraft } from '../orders/order.events.js';

/** A customer asked for an order with an Idempotency-Key; the order workflow places it. */
export type CheckoutStarted = DomainEvent<
  'CheckoutStarted',
  { idempotencyKey: string; requestHash: string; startedAt: string; order: OrderDraft }
>;
/** A PayPal order no longer waits for its payment: paid, cancelled or rejected. */
export type CheckoutSettled = DomainEvent<'CheckoutSettled', { orderNumber: string }>;

export type CheckoutEvent = CheckoutStarted | CheckoutSettled;
