import type { ShopCommands } from '@shop/core';
import type { Job } from 'bullmq';
import type { ExpireUnpaidOrderData, expireUnpaidOrderJobName } from './expire-unpaid-order.job.js';

/**
 * Cancels a PayPal order nobody paid for in time, which gives its stock back. An order paid
 * meanwhile (or paid temporarily) is left alone: the order decides, on its own events.
 */
export function createExpireUnpaidOrderProcessor(commands: ShopCommands) {
  return async function expireUnpaidOrder(
    job: Job<ExpireUnpaidOrderData, void, typeof expireUnpaidOrderJobName>,
  ) {
    await commands.order(
      job.data.orderNumber,
      { type: 'CancelOrder', reason: 'Payment not received in time', by: 'payment' },
      {
        correlationId: job.data.correlationId,
        causationId: job.data.causationId,
        actor: { kind: 'job', name: job.name },
        occurredAt: new Date().toISOString(),
      },
      { commandId: `job-${job.id}`, retries: 20 },
    );
  };
}
