import {
  aggregateState,
  type OrderEvent,
  orderDecider,
  orderStream,
  type RecordedEvent,
  taobaoAccountDecider,
  taobaoAccountStream,
  type WalletDebited,
} from '@shop/core';
import type { Reaction, Workflow } from '@shop/projections';
import { recordMonthlyFeePaid } from '../marketplace/taobao-monthly-fee.js';
import { taobaoOrderEntryId } from './taobao-order-payment.js';
import type { TaobaoWorkflowContext } from './taobao-workflow-context.js';
import { reactionMetadata, streamId } from './workflow-context.js';

const name = 'taobao-wallet';

/**
 * A seller's charges that waited in the ledger for a deposit are debited by the credit that
 * covers them; this carries the outcome over: a Taobao order is then paid, and a month's fee
 * paid reinstates a suspended seller. A Taobao order cancelled while its charge still waits
 * takes the charge back, so no money is taken for it (one debited first is refunded by the
 * cancel-order workflow).
 */
export function taobaoWalletWorkflow({ store, commands }: TaobaoWorkflowContext): Workflow {
  const orderPaid: Reaction = {
    step: 'taobao-order-paid',
    async run(event) {
      const entry = (event as RecordedEvent & WalletDebited).data;
      if (!entry.orderNumber || entry.entryId !== taobaoOrderEntryId(entry.orderNumber)) return;
      const order = await aggregateState(store, orderStream(entry.orderNumber), orderDecider);
      if (order.status === 'none' || order.sale?.platform !== 'taobao') return;
      await commands.order(
        entry.orderNumber,
        {
          type: 'RecordPayment',
          provider: 'wallet',
          reference: entry.entryId,
          paymentStatus: 'paid',
        },
        reactionMetadata(name, event),
        { commandId: event.id },
      );
    },
  };

  const feePaid: Reaction = {
    step: 'taobao-fee-paid',
    async run(event) {
      const sellerId = streamId(event);
      const account = await aggregateState(
        store,
        taobaoAccountStream(sellerId),
        taobaoAccountDecider,
      );
      if (account.firstLinkedAt === null) return;
      await recordMonthlyFeePaid(
        commands,
        sellerId,
        (event as RecordedEvent & WalletDebited).data,
        reactionMetadata(name, event),
        event.id,
      );
    },
  };

  const withdrawCharge: Reaction = {
    step: 'taobao-order-cancelled',
    async run(event) {
      const orderNumber = streamId(event);
      const order = await aggregateState(store, orderStream(orderNumber), orderDecider);
      if (order.status === 'none' || order.sale?.platform !== 'taobao') return;
      await commands.wallet(
        order.customerId,
        {
          type: 'WithdrawPendingCharge',
          entryId: taobaoOrderEntryId(orderNumber),
          remark: `Taobao order ${orderNumber} was cancelled`,
        },
        reactionMetadata(name, event),
        { commandId: event.id, retries: 100 },
      );
    },
  };

  return {
    name,
    reactionsTo(event) {
      if (
        event.streamName.startsWith('order-') &&
        (event as RecordedEvent & OrderEvent).type === 'OrderCancelled'
      ) {
        return [withdrawCharge];
      }
      if (!event.streamName.startsWith('wallet-') || event.type !== 'WalletDebited') return [];
      switch ((event as RecordedEvent & WalletDebited).data.code) {
        case 'ORDER_PAYMENT':
          return [orderPaid];
        case 'MONTHLY_FEE':
          return [feePaid];
        default:
          return [];
      }
    },
  };
}
