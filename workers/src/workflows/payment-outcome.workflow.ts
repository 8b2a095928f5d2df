import {
  aggregateState,
  aggregateStateAsOf,
  type PaymentEvent,
  type PaymentRecord,
  paymentDecider,
  paymentStream,
  type RecordedEvent,
} from '@shop/core';
import type { Reaction, Workflow } from '@shop/projections';
import { cancelRefundKey } from './cancel-order.workflow.js';
import { reactionMetadata, streamId, type WorkflowContext } from './workflow-context.js';

const name = 'payment-outcome';

/**
 * What PayPal did with a payment, carried to what it pays for: an order is paid (for now or
 * for good), declined or refunded; a deposit is credited to its wallet once.
 */
export function paymentOutcomeWorkflow({ commands, store }: WorkflowContext): Workflow {
  const carry = (
    step: string,
    act: (
      payment: PaymentRecord,
      event: RecordedEvent & PaymentEvent,
      cause: string,
    ) => Promise<void>,
    // The payment as of the event is enough (what it is for, the link PayPal gave): no read.
    { asOfEvent = false }: { asOfEvent?: boolean } = {},
  ): Reaction => ({
    step,
    async run(event) {
      const stream = paymentStream(streamId(event));
      const payment = asOfEvent
        ? await aggregateStateAsOf(store, stream, paymentDecider, event.revision)
        : await aggregateState(store, stream, paymentDecider);
      if (payment.stage === 'none') return;
      await act(payment, event as RecordedEvent & PaymentEvent, event.id);
    },
  });

  const orderOf = (payment: PaymentRecord) =>
    payment.purpose.kind === 'order' ? payment.purpose.orderNumber : null;

  const showApproval = carry(
    'show-approval',
    async (payment, event, cause) => {
      const orderNumber = orderOf(payment);
      if (!orderNumber || !payment.approveUrl) return;
      await commands.order(
        orderNumber,
        {
          type: 'StartPayment',
          paymentId: payment.paymentId,
          currency: payment.amount.currency,
          value: payment.amount.value,
          approveUrl: payment.approveUrl,
        },
        reactionMetadata(name, event),
        { commandId: cause },
      );
    },
    { asOfEvent: true },
  );

  const rejectUnpayable = carry('reject-unpayable', async (payment, event, cause) => {
    const orderNumber = orderOf(payment);
    if (!orderNumber) return;
    await commands.order(
      orderNumber,
      {
        type: 'RejectOrder',
        reason: 'payment_unavailable',
        message: 'PayPal is not answering just now. Please try again.',
        shortLines: [],
      },
      reactionMetadata(name, event),
      { commandId: cause },
    );
  });

  const recordPaid = carry('record-payment', async (payment, event, cause) => {
    if (!payment.captureId) return;
    const metadata = reactionMetadata(name, event);
    const orderNumber = orderOf(payment);
    const settled = payment.stage === 'completed';
    if (orderNumber) {
      await commands.order(
        orderNumber,
        {
          type: 'RecordPayment',
          provider: 'paypal',
          reference: payment.captureId,
          paymentStatus: settled ? 'paid' : 'Paid temporarily',
        },
        metadata,
        { commandId: cause },
      );
      return;
    }
    if (!settled || payment.purpose.kind !== 'deposit') return;
    await commands.wallet(
      payment.purpose.accountId,
      {
        type: 'CreditWallet',
        entryId: `deposit-${payment.paymentId}`,
        amountCents: payment.usdCents,
        code: 'DEPOSIT',
        remark: 'Deposit by PayPal',
        causedBy: payment.paymentId,
      },
      metadata,
      { commandId: cause, retries: 100 },
    );
  });

  const recordDeclined = carry('record-decline', async (payment, event, cause) => {
    const orderNumber = orderOf(payment);
    if (!orderNumber) return;
    const message =
      event.type === 'PaymentDeclined' || event.type === 'PaymentMismatched'
        ? event.data.message
        : 'PayPal declined the payment.';
    await commands.order(
      orderNumber,
      { type: 'DeclinePayment', message },
      reactionMetadata(name, event),
      { commandId: cause },
    );
  });

  const recordRefund = carry('record-refund', async (payment, event, cause) => {
    const orderNumber = orderOf(payment);
    if (!orderNumber || event.type !== 'PaymentRefunded') return;
    if (event.data.refundKey !== cancelRefundKey) return;
    await commands.order(
      orderNumber,
      { type: 'RecordRefund', reference: event.data.refundId },
      reactionMetadata(name, event),
      { commandId: cause },
    );
  });

  return {
    name,
    reactionsTo(event) {
      if (!event.streamName.startsWith('payment-')) return [];
      switch ((event as RecordedEvent & PaymentEvent).type) {
        case 'PaymentApprovalReady':
          return [showApproval];
        case 'PaymentCreationFailed':
          return [rejectUnpayable];
        case 'PaymentCaptured':
        case 'PaymentCompleted':
          return [recordPaid];
        case 'PaymentDeclined':
        case 'PaymentMismatched':
          return [recordDeclined];
        case 'PaymentRefunded':
          return [recordRefund];
        default:
          return [];
      }
    },
  };
}
