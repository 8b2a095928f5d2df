import type { EventStore } from '@shop/core';
import {
  aggregateState,
  aggregateStateAsOf,
  type EventMetadata,
  type PaymentRecord,
  paymentAmount,
  paymentDecider,
  paymentStream,
  type ShopCommands,
} from '@shop/core';
import { type Job, UnrecoverableError } from 'bullmq';
import type { PayPalClient } from '../paypal/paypal-client.js';
import { PayPalError } from '../paypal/paypal-error.js';
import {
  enqueuePaymentJob,
  type PaymentJobData,
  type PaymentJobName,
  type PaymentsQueue,
} from './paypal-payment.job.js';

export interface PaymentProcessorDependencies {
  readonly store: EventStore;
  readonly commands: ShopCommands;
  readonly paypal: PayPalClient;
  readonly queue: PaymentsQueue;
  /** When a pending capture is looked at again, after `check` checks. */
  readonly checkDelayMs: (check: number) => number;
}

/** Checks of a pending capture before staff are asked to look (about two weeks). */
const maxChecks = 60;

/**
 * Runs a payment's calls to PayPal and records what PayPal answered on the payment. Every call
 * carries a `PayPal-Request-Id` named after the payment, so a retried job never creates,
 * captures or refunds twice; an answer that says the request can never succeed is recorded,
 * anything else is retried with backoff.
 */
export function createPaymentProcessor(dependencies: PaymentProcessorDependencies) {
  const { store, commands, paypal } = dependencies;

  return async function processPaymentJob(job: Job<PaymentJobData, void, PaymentJobName>) {
    const { paymentId } = job.data;
    const stream = paymentStream(paymentId);
    // A creation may start from what this process knows of the payment, without a read (one
    // round trip of the ~20 a PayPal order costs): if the payment moved on meanwhile, the call
    // names the same PayPal-Request-Id (PayPal answers with the order it made before, or makes
    // one nobody is sent to) and recording it does nothing, as the decider records a creation
    // only on a payment still waiting for it. Calls that move money decide on a fresh read.
    const payment =
      job.name === 'create-paypal-payment'
        ? await aggregateStateAsOf(store, stream, paymentDecider, 0)
        : await aggregateState(store, stream, paymentDecider);
    if (payment.stage === 'none') throw new UnrecoverableError(`No payment ${paymentId}`);
    const metadata: EventMetadata = {
      correlationId: job.data.correlationId,
      causationId: job.data.causationId,
      actor: { kind: 'job', name: job.name },
      occurredAt: new Date().toISOString(),
    };
    // A staff retry runs as a new job, but calls PayPal and records as the job it retries.
    const requestId = job.data.retryOf ?? String(job.id);
    const record = (command: Parameters<ShopCommands['payment']>[1]) =>
      commands.payment(paymentId, command, metadata, {
        commandId: `job-${requestId}`,
        retries: 20,
      });

    switch (job.name) {
      case 'create-paypal-payment':
        return create(job, requestId, payment, record);
      case 'capture-paypal-payment':
        return capture(requestId, payment, record);
      case 'check-paypal-capture':
        return check(job, payment, record);
      case 'refund-paypal-payment':
        return refund(job, requestId, payment, record);
    }
  };

  async function create(
    job: Job<PaymentJobData, void, PaymentJobName>,
    requestId: string,
    payment: PaymentRecord,
    record: Recorder,
  ) {
    if (payment.stage !== 'requested') return;
    try {
      const created = await paypal.createOrder({
        orderNumber:
          payment.purpose.kind === 'order' ? payment.purpose.orderNumber : payment.paymentId,
        amount: payment.amount,
        returnUrl: payment.returnUrl,
        cancelUrl: payment.cancelUrl,
        requestId,
      });
      await record({
        type: 'MarkApprovalReady',
        paypalOrderId: created.id,
        approveUrl: created.approveUrl,
      });
    } catch (error) {
      const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (!lastAttempt && !(error instanceof PayPalError && !error.retryable)) throw error;
      await record({
        type: 'FailCreation',
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }

  async function capture(requestId: string, payment: PaymentRecord, record: Recorder) {
    if (payment.stage !== 'capturing' || !payment.paypalOrderId) return;
    try {
      // The job id names this capture request: a retried job gets PayPal's first answer again.
      const captured = await paypal.captureOrder(payment.paypalOrderId, { requestId });
      const { captureId, captureStatus, amount } = captured;
      if (captureStatus === 'COMPLETED' || captureStatus === 'PENDING') {
        await record({ type: 'RecordCapture', captureId, status: captureStatus, amount });
      } else {
        await record({ type: 'DeclineCapture', captureId, message: declinedMessage });
      }
    } catch (error) {
      if (error instanceof PayPalError && !error.retryable) {
        await record({ type: 'DeclineCapture', captureId: null, message: declineMessage(error) });
        return;
      }
      throw error;
    }
  }

  async function check(
    job: Job<PaymentJobData, void, PaymentJobName>,
    payment: PaymentRecord,
    record: Recorder,
  ) {
    if (payment.stage !== 'pending' || !payment.captureId) return;
    const found = await paypal.getCapture(payment.captureId);
    if (found.status === 'PENDING') {
      const next = (job.data.check ?? 1) + 1;
      if (next > maxChecks)
        throw new UnrecoverableError(`Capture ${payment.captureId} is still pending`);
      await enqueuePaymentJob(
        dependencies.queue,
        'check-paypal-capture',
        `paypal-check-${payment.paymentId}-${next}`,
        { ...job.data, check: next },
        { delay: dependencies.checkDelayMs(next) },
      );
      return;
    }
    if (found.status === 'COMPLETED') {
      await record({ type: 'CompleteCapture', captureId: payment.captureId });
    } else {
      await record({
        type: 'DeclineCapture',
        captureId: payment.captureId,
        message: declinedMessage,
      });
    }
  }

  async function refund(
    job: Job<PaymentJobData, void, PaymentJobName>,
    requestId: string,
    payment: PaymentRecord,
    record: Recorder,
  ) {
    const refundKey = job.data.refundKey ?? '';
    const asked = payment.refunds.get(refundKey);
    if (!asked || asked.done || !payment.captureId || !payment.captured) return;
    const refunded = await paypal.refundCapture(payment.captureId, {
      amount: paymentAmount(payment.captured.currency, asked.minor),
      requestId,
    });
    await record({
      type: 'RecordRefund',
      refundKey,
      refundId: refunded.id,
      amount: refunded.amount,
    });
  }
}

type Recorder = (command: Parameters<ShopCommands['payment']>[1]) => Promise<unknown>;

const declinedMessage = 'PayPal declined the payment. Please try another card or account.';

function declineMessage(error: PayPalError): string {
  if (error.issue === 'ORDER_NOT_APPROVED') return 'PayPal has not approved this payment.';
  if (error.issue === 'INSTRUMENT_DECLINED' || error.issue === 'ORDER_ALREADY_CAPTURED') {
    return declinedMessage;
  }
  return error.message;
}
