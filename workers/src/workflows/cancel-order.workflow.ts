import {
  aggregateState,
  DomainError,
  type OrderEvent,
  type OrderRefundStarted,
  orderDecider,
  orderPaymentId,
  orderStream,
  type RecordedEvent,
} from '@shop/core';
import type { Reaction, Workflow } from '@shop/projections';
import { unitsByProduct } from './order-lines.js';
import { reactionMetadata, streamId, type WorkflowContext } from './workflow-context.js';

const name = 'cancel-order';

/** The key of the refund a cancelled PayPal order gets (one per order, whatever the retries). */
export const cancelRefundKey = 'order-cancelled';

/**
 * A cancelled or rejected order gives everything back: its stock goes back on sale, a PayPal
 * payment not yet taken is voided, and money taken is refunded once, to where it came from.
 */
export function cancelOrderWorkflow({ commands, store }: WorkflowContext): Workflow {
  const releaseStock: Reaction = {
    step: 'release-stock',
    async run(event) {
      const orderNumber = streamId(event);
      const order = await aggregateState(store, orderStream(orderNumber), orderDecider);
      if (order.status === 'none') return;
      const metadata = reactionMetadata(name, event);
      for (const productId of unitsByProduct(order.lines).keys()) {
        await commands.stock(
          productId,
          { type: 'ReleaseStock', productId, orderNumber },
          metadata,
          { commandId: event.id, retries: 100 },
        );
      }
    },
  };

  const voidPayment: Reaction = {
    step: 'void-payment',
    async run(event) {
      const orderNumber = streamId(event);
      try {
        await commands.payment(
          orderPaymentId(orderNumber),
          { type: 'VoidPayment', reason: 'The order was cancelled.' },
          reactionMetadata(name, event),
          { commandId: event.id },
        );
      } catch (error) {
        // A wallet order, or one cancelled before PayPal was asked: nothing to void.
        if (!(error instanceof DomainError && error.code === 'payment_not_found')) throw error;
      }
    },
  };

  const startRefund: Reaction = {
    step: 'start-refund',
    async run(event) {
      await commands.order(
        streamId(event),
        { type: 'StartRefund' },
        reactionMetadata(name, event),
        {
          commandId: event.id,
        },
      );
    },
  };

  const refund: Reaction = {
    step: 'refund',
    async run(event) {
      const orderNumber = streamId(event);
      const { provider, usdCents } = (event as RecordedEvent & OrderRefundStarted).data;
      const metadata = reactionMetadata(name, event);
      if (provider === 'paypal') {
        // The payment workflow refunds it at PayPal; its result comes back to the order.
        await commands.payment(
          orderPaymentId(orderNumber),
          { type: 'RequestRefund', refundKey: cancelRefundKey, reason: 'The order was cancelled.' },
          metadata,
          { commandId: event.id },
        );
        return;
      }
      const order = await aggregateState(store, orderStream(orderNumber), orderDecider);
      if (order.status === 'none') return;
      const entryId = `refund-order-${orderNumber}`;
      await commands.wallet(
        order.customerId,
        {
          type: 'CreditWallet',
          entryId,
          amountCents: usdCents,
          code: 'REFUND',
          remark: `Refund of order ${orderNumber}`,
          orderNumber,
        },
        metadata,
        { commandId: event.id, retries: 100 },
      );
      await commands.order(orderNumber, { type: 'RecordRefund', reference: entryId }, metadata, {
        commandId: event.id,
      });
    },
  };

  return {
    name,
    reactionsTo(event) {
      if (!event.streamName.startsWith('order-')) return [];
      switch ((event as RecordedEvent & OrderEvent).type) {
        case 'OrderRejected':
          return [releaseStock, voidPayment];
        case 'OrderCancelled':
          return [releaseStock, voidPayment, startRefund];
        // Money that lands on an order cancelled meanwhile goes back.
        case 'OrderPaid':
          return [startRefund];
        case 'OrderRefundStarted':
          return [refund];
        default:
          return [];
      }
    },
  };
}
