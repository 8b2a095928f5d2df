import type { JobQueue } from '../queues/queue-connection.js';

export const salesQueueName = 'sales';
export const endSalesJobName = 'end-sales';

export interface EndSalesResult {
  /** Products whose ended sale was folded into their price this round. */
  readonly ended: number;
}

export type SalesQueue = JobQueue<Record<string, never>, EndSalesResult, typeof endSalesJobName>;

/**
 * Every `everyMs` (a minute) the round folds the sales that have reached their end date into
 * the products' prices. Upserted at every start: one schedule however many workers run.
 */
export async function scheduleEndSales(queue: SalesQueue, everyMs: number): Promise<void> {
  await queue.upsertJobScheduler(
    endSalesJobName,
    { every: everyMs },
    {
      name: endSalesJobName,
      data: {},
      opts: { removeOnComplete: { count: 20 }, removeOnFail: { count: 50 } },
    },
  );
}
