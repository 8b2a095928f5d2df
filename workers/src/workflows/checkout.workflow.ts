import {
  aggregateStateAsOf,
  type CheckoutStarted,
  type OrderEvent,
  orderDecider,
  orderStream,
  type RecordedEvent,
} from '@shop/core';
import type { Reaction, Workflow } from '@shop/projections';
import { reactionMetadata, streamId, type WorkflowContext } from './workflow-context.js';

const name = 'checkout';

/**
 * A checkout becomes an order, whose cart is cleared once its stock is set aside; once a PayPal
 * order no longer waits for its money (paid, cancelled or rejected) the customer's count of
 * unpaid orders goes down.
 */
export function checkoutWorkflow({ commands, store }: WorkflowContext): Workflow {
  const placeOrder: Reaction = {
    step: 'place-order',
    async run(event) {
      const { order } = (event as RecordedEvent & CheckoutStarted).data;
      await commands.order(
        order.orderNumber,
        { type: 'PlaceOrder', ...order },
        reactionMetadata(name, event),
        // The order's number was just drawn: its stream is new unless this is a retry.
        { commandId: event.id, newStream: true },
      );
    },
  };

  // Who placed an order, how and where never change once it is placed: what this process
  // knows of the order up to the event is enough, without reading its stream again.
  const placedOrder = (event: RecordedEvent) =>
    aggregateStateAsOf(store, orderStream(streamId(event)), orderDecider, event.revision);

  // The cart's lines are the order's now; a rejected order leaves them for the shopper to fix.
  const clearCart: Reaction = {
    step: 'clear-cart',
    async run(event) {
      const orderNumber = streamId(event);
      const order = await placedOrder(event);
      // A Taobao order was never in a cart here: the seller's own cart stays.
      if (order.status === 'none' || order.sale?.platform === 'taobao') return;
      await commands.cart(
        order.customerId,
        { type: 'ClearCart', reason: 'checked-out', orderNumber },
        reactionMetadata(name, event),
        { commandId: event.id, retries: 20 },
      );
    },
  };

  const settle: Reaction = {
    step: 'settle-checkout',
    async run(event) {
      const orderNumber = streamId(event);
      const order = await placedOrder(event);
      if (order.status === 'none' || order.paymentMethod !== 'paypal') return;
      await commands.checkout(
        order.customerId,
        { type: 'SettleCheckout', orderNumber },
        reactionMetadata(name, event),
        { commandId: event.id, retries: 100 },
      );
    },
  };

  return {
    name,
    reactionsTo(event) {
      if (event.type === 'CheckoutStarted' && event.streamName.startsWith('checkout-')) {
        return [placeOrder];
      }
      if (!event.streamName.startsWith('order-')) return [];
      switch ((event as RecordedEvent & OrderEvent).type) {
        case 'OrderStockReserved':
          return [clearCart];
        case 'OrderPaid':
        case 'OrderRejected':
        case 'OrderCancelled':
          return [settle];
        default:
          return [];
      }
    },
  };
}
