import { DomainError } from '../decider/decider.js';
import type { OrderShipment, OrderStatus, PaymentStatus } from './order.events.js';

/** The way every order goes, one step at a time, from checkout to the international carrier. */
export const lifecycleStatuses = [
  'Processing',
  'Purchasing',
  'Arrived at our warehouse',
  'Shipping domestically',
  'Shipped internationally',
] as const satisfies readonly OrderStatus[];

/** What the lifecycle looks at in an order. */
export interface LifecyclePosition {
  readonly status: OrderStatus;
  /** The status an order that Has an issue came from, and goes back to. */
  readonly issueFrom: OrderStatus | null;
  readonly paymentStatus: PaymentStatus;
  readonly shipment: OrderShipment | null;
}

const shippedIndex = lifecycleStatuses.indexOf('Shipped internationally');

function stepOf(status: OrderStatus): number {
  return (lifecycleStatuses as readonly OrderStatus[]).indexOf(status);
}

/** Before Shipped internationally, an order can still be cancelled (and refunded). */
export function isBeforeShipping(status: OrderStatus): boolean {
  const step = stepOf(status);
  return step >= 0 && step < shippedIndex;
}

/**
 * The statuses staff may move an order to from where it is, by the state machine alone (a move
 * may still need a payment, a shipment or a note: see {@link refuseMove}).
 *
 * @example
 * nextStatuses({ status: 'Processing', issueFrom: null, ... })
 * // ['Purchasing', 'Has an issue', 'Cancelled']
 */
export function nextStatuses(
  order: Pick<LifecyclePosition, 'status' | 'issueFrom'>,
): OrderStatus[] {
  if (order.status === 'Cancelled') return [];
  if (order.status === 'Has an issue') {
    const from = order.issueFrom ?? 'Processing';
    return isBeforeShipping(from) ? [from, 'Cancelled'] : [from];
  }
  const step = stepOf(order.status);
  const next = lifecycleStatuses[step + 1];
  return [
    ...(next ? [next] : []),
    'Has an issue',
    ...(isBeforeShipping(order.status) ? (['Cancelled'] as const) : []),
  ];
}

/**
 * Throws the reason staff may not move `order` to `to` (with `note`), if there is one: 409 for a
 * move the state machine does not have, or whose conditions do not hold; 400 for a missing note.
 */
export function refuseMove(order: LifecyclePosition, to: OrderStatus, note: string): void {
  if (!nextStatuses(order).includes(to)) {
    throw new DomainError(
      'illegal_transition',
      `An order cannot move from ${order.status} to ${to}.`,
    );
  }
  if ((to === 'Has an issue' || to === 'Cancelled') && note.trim() === '') {
    throw new DomainError(
      'note_required',
      to === 'Cancelled' ? 'Say why the order is cancelled.' : 'Describe the issue in a note.',
    );
  }
  if (to === 'Purchasing' && order.paymentStatus === 'Not paid yet') {
    throw new DomainError(
      'not_paid',
      'An order that is Not paid yet cannot move from Processing to Purchasing.',
    );
  }
  if (to === 'Shipped internationally' && order.status !== 'Has an issue' && !order.shipment) {
    throw new DomainError(
      'shipment_missing',
      'Record the shipment (carrier and tracking number) before the order moves from Shipping domestically to Shipped internationally.',
    );
  }
}
