import type { JobsOptions } from 'bullmq';
import type { JobQueue } from '../queues/queue-connection.js';

export const paymentsQueueName = 'payments';

/** The calls to PayPal a payment needs, each a job of its own. */
export const paymentJobNames = [
  'create-paypal-payment',
  'capture-paypal-payment',
  'check-paypal-capture',
  'refund-paypal-payment',
] as const;
export type PaymentJobName = (typeof paymentJobNames)[number];

export interface PaymentJobData {
  readonly paymentId: string;
  /** The event that asked for the call: its correlation and the cause of what the job records. */
  readonly correlationId: string;
  readonly causationId: string;
  /** Refund jobs: which refund of the payment. */
  readonly refundKey?: string;
  /** Check jobs: how many checks came before. */
  readonly check?: number;
  /** A staff retry of a failed job: the id of that job, which names its calls to PayPal. */
  readonly retryOf?: string;
}

export type PaymentsQueue = JobQueue<PaymentJobData, void, PaymentJobName>;

const day = 24 * 60 * 60;

/** PayPal may be away for a while: tries for about a minute, 1 s, 2 s, 4 s ... apart. */
export const paymentJobOptions: JobsOptions = {
  attempts: 7,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: { age: 7 * day },
  removeOnFail: { age: 30 * day },
};

/**
 * Enqueues a PayPal call once: the job id names the payment and the call, so the workflow
 * that enqueues it again after a crash adds nothing.
 *
 * @example
 * await enqueuePaymentJob(queue, 'create-paypal-payment', `paypal-create-${paymentId}`, data);
 */
export async function enqueuePaymentJob(
  queue: PaymentsQueue,
  name: PaymentJobName,
  jobId: string,
  data: PaymentJobData,
  { delay }: { delay?: number } = {},
): Promise<void> {
  await queue.add(name, data, { ...paymentJobOptions, jobId, ...(delay && { delay }) });
}
