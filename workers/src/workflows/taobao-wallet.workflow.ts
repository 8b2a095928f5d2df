import {
  aggregateState,
  orderDecider,
  orderStream,
  type RecordedEvent,
  taobaoAccountDecider,
  taobaoAccountStream,
  type WalletCredited,
} from '@shop/core';
import { type Reaction, type Workflow, waitForProjection } from '@shop/projections';
import { chargeMonthlyFee } from '../marketplace/taobao-monthly-fee.js';
import { payTaobaoOrderFromWallet } from './taobao-order-payment.js';
import type { TaobaoWorkflowContext } from './taobao-workflow-context.js';
import { reactionMetadata, streamId } from './workflow-context.js';

const name = 'taobao-wallet';

/**
 * Money into a seller's wallet settles what waited for it: the month's fee of a suspended
 * seller first (which reinstates them), then their Taobao orders "Not paid yet", oldest first,
 * as far as the balance goes.
 */
export function taobaoWalletWorkflow({ store, commands, db }: TaobaoWorkflowContext): Workflow {
  const payFee: Reaction = {
    step: 'pay-suspended-fee',
    async run(event) {
      const sellerId = streamId(event);
      const account = await aggregateState(
        store,
        taobaoAccountStream(sellerId),
        taobaoAccountDecider,
      );
      if (account.suspendedFor === null) return;
      await chargeMonthlyFee(
        store,
        commands,
        sellerId,
        account.suspendedFor,
        reactionMetadata(name, event),
        event.id,
        { suspendWhenShort: false },
      );
    },
  };

  const payWaitingOrders: Reaction = {
    step: 'pay-waiting-orders',
    async run(event) {
      const sellerId = streamId(event);
      // An order refused before this deposit is in the orders view by the time it is read.
      await waitForProjection(db, 'orders', event.position, { timeoutMs: 30_000 });
      const waiting = await db
        .selectFrom('orders')
        .select('order_number')
        .where('customer_id', '=', sellerId)
        .where('platform', '=', 'taobao')
        .where('payment_status', '=', 'Not paid yet')
        .where('status', '!=', 'Cancelled')
        .orderBy('created_at')
        .execute();
      const metadata = reactionMetadata(name, event);
      for (const { order_number: orderNumber } of waiting) {
        const order = await aggregateState(store, orderStream(orderNumber), orderDecider);
        if (order.status === 'none' || order.status === 'Cancelled') continue;
        if (order.paymentStatus !== 'Not paid yet' || !order.stockReserved) continue;
        const paid = await payTaobaoOrderFromWallet(
          commands,
          order,
          metadata,
          `${event.id}/${orderNumber}`,
        );
        if (!paid) return;
      }
    },
  };

  return {
    name,
    reactionsTo(event) {
      if (!event.streamName.startsWith('wallet-')) return [];
      return (event as RecordedEvent & WalletCredited).type === 'WalletCredited'
        ? [payFee, payWaitingOrders]
        : [];
    },
  };
}
