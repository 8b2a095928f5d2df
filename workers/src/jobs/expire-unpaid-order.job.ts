import type { JobQueue } from '../queues/queue-connection.js';
import { paymentJobOptions } from './paypal-payment.job.js';

export const ordersQueueName = 'orders';
export const expireUnpaidOrderJobName = 'expire-unpaid-order';

export interface ExpireUnpaidOrderData {
  readonly orderNumber: string;
  readonly correlationId: string;
  readonly causationId: string;
}

export type OrdersQueue = JobQueue<ExpireUnpaidOrderData, void, typeof expireUnpaidOrderJobName>;

/**
 * Schedules the end of an unpaid order's hold on its stock. If it is paid by then, the job
 * finds it paid and does nothing.
 */
export async function scheduleUnpaidOrderExpiry(
  queue: OrdersQueue,
  data: ExpireUnpaidOrderData,
  delayMs: number,
): Promise<void> {
  await queue.add(expireUnpaidOrderJobName, data, {
    ...paymentJobOptions,
    jobId: `expire-unpaid-${data.orderNumber}`,
    delay: delayMs,
  });
}
