import type { OrderState } from '../orders/order.decider.js';

/**
 * Whether an order, as its own events leave it, shows `productId` on its way to (or at) the
 * customer: shipped internationally, or delivered by the carrier. A cancelled or rejected order
 * never does.
 *
 * @example receivedProduct(await aggregateState(store, orderStream(n), orderDecider), id, 101)
 */
export function receivedProduct(order: OrderState, customerId: string, productId: number): boolean {
  if (order.status === 'none' || order.customerId !== customerId || order.rejected) return false;
  if (!order.lines.some((line) => line.productId === productId)) return false;
  if (order.status === 'Cancelled') return false;
  return (
    order.status === 'Shipped internationally' ||
    order.courierStatus === 'Delivered' ||
    (order.status === 'Has an issue' && order.issueFrom === 'Shipped internationally')
  );
}
