import type { JobQueue } from '../queues/queue-connection.js';

export const ordersQueueName = 'orders';
export const expireUnpaidOrdersJobName = 'expire-unpaid-orders';

export interface ExpireUnpaidOrdersResult {
  /** Orders whose hold on their stock ended this round. */
  readonly cancelled: number;
}

/**
 * The orders queue's jobs: the round below, and (queued by earlier versions, one per order) the
 * delayed `expire-unpaid-order`, which now runs a round too.
 */
export type OrdersQueue = JobQueue<unknown, ExpireUnpaidOrdersResult, string>;

/**
 * How often the round looks for PayPal orders nobody paid for in time: a minute, or more often
 * when the time to pay is short (a test's few seconds), so none holds its stock much longer.
 */
export function unpaidOrderSweepMs(unpaidOrderTtlMs: number): number {
  return Math.max(500, Math.min(60_000, Math.floor(unpaidOrderTtlMs / 4)));
}

/**
 * Every `everyMs` a round cancels the unpaid PayPal orders past their time to pay, which gives
 * their stock back. One round for all orders, instead of a delayed job per order: those piled
 * up by the thousand in a busy hour, and every job the queue kept made its workers' statements
 * slower. Upserted at every start: one schedule however many workers run.
 */
export async function scheduleUnpaidOrderExpiry(
  queue: OrdersQueue,
  everyMs: number,
): Promise<void> {
  await queue.upsertJobScheduler(
    expireUnpaidOrdersJobName,
    { every: everyMs },
    {
      name: expireUnpaidOrdersJobName,
      data: {},
      opts: { removeOnComplete: { count: 20 }, removeOnFail: { count: 50 } },
    },
  );
}
