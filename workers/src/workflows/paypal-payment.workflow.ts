import type { PaymentEvent, PaymentRefundRequested, RecordedEvent } from '@shop/core';
import type { Reaction, Workflow } from '@shop/projections';
import { enqueuePaymentJob, type PaymentJobName } from '../jobs/paypal-payment.job.js';
import { reactionMetadata, streamId, type WorkflowContext } from './workflow-context.js';

const name = 'paypal-payment';

/** A pending capture is looked at again after `firstMs`, then less and less often (6 h at most). */
export function captureCheckDelays(firstMs: number): (check: number) => number {
  return (check) => Math.min(firstMs * 2 ** (check - 1), 6 * 60 * 60_000);
}

/**
 * Each call a payment needs at PayPal (create, capture, check a pending capture, refund) runs
 * as a job named after the payment and the call, so it runs once, with retries, and its outcome
 * is recorded on the payment. A capture of the wrong amount is refunded in full.
 */
export function paypalPaymentWorkflow({
  commands,
  queues,
  captureCheckDelayMs,
}: WorkflowContext): Workflow {
  const call = (job: PaymentJobName, jobId: (event: RecordedEvent) => string): Reaction => ({
    step: job,
    async run(event) {
      const paymentId = streamId(event);
      const refundKey = (event as RecordedEvent & Partial<PaymentRefundRequested>).data?.refundKey;
      await enqueuePaymentJob(
        queues.payments,
        job,
        jobId(event),
        {
          paymentId,
          correlationId: event.metadata.correlationId,
          causationId: event.id,
          ...(refundKey !== undefined && { refundKey }),
          ...(job === 'check-paypal-capture' && { check: 1 }),
        },
        job === 'check-paypal-capture' ? { delay: captureCheckDelayMs(1) } : {},
      );
    },
  });
  const create = call('create-paypal-payment', (event) => `paypal-create-${streamId(event)}`);
  // A declined capture may be tried again with another card: one job per request.
  const capture = call(
    'capture-paypal-payment',
    (event) => `paypal-capture-${streamId(event)}-${event.revision}`,
  );
  const check = call('check-paypal-capture', (event) => `paypal-check-${streamId(event)}-1`);
  const refund = call(
    'refund-paypal-payment',
    (event) =>
      `paypal-refund-${streamId(event)}-${(event as RecordedEvent & PaymentRefundRequested).data.refundKey}`,
  );
  const giveBack: Reaction = {
    step: 'refund-mismatch',
    async run(event) {
      await commands.payment(
        streamId(event),
        {
          type: 'RequestRefund',
          refundKey: 'mismatch',
          reason: 'PayPal took another amount than the one asked for.',
        },
        reactionMetadata(name, event),
        { commandId: event.id },
      );
    },
  };

  return {
    name,
    reactionsTo(event) {
      if (!event.streamName.startsWith('payment-')) return [];
      const payment = event as RecordedEvent & PaymentEvent;
      switch (payment.type) {
        case 'PaymentRequested':
          return [create];
        case 'PaymentCaptureRequested':
          return [capture];
        case 'PaymentCaptured':
          return payment.data.status === 'PENDING' ? [check] : [];
        case 'PaymentMismatched':
          return [giveBack];
        case 'PaymentRefundRequested':
          return [refund];
        default:
          return [];
      }
    },
  };
}
