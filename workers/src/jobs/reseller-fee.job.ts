import type { JobQueue } from '../queues/queue-connection.js';

export const feesQueueName = 'fees';

/** The round of every active reseller, and one seller's fee for one month. */
export const feeJobNames = ['charge-all-reseller-fees', 'charge-reseller-fee'] as const;
export type FeeJobName = (typeof feeJobNames)[number];

export interface FeeJobData {
  readonly sellerId?: string;
  /** The month charged, `2026-11`. */
  readonly month?: string;
  /** A staff retry of a failed job: the id of that job. */
  readonly retryOf?: string;
}

export type FeesQueue = JobQueue<FeeJobData, unknown, FeeJobName>;

const day = 24 * 60 * 60;

/**
 * One seller's fee for one month: its job id names both, so a second round in the same month
 * (another worker, a restart) adds nothing while the first job is kept (40 days).
 */
export async function enqueueResellerFee(
  queue: FeesQueue,
  sellerId: string,
  month: string,
): Promise<void> {
  await queue.add(
    'charge-reseller-fee',
    { sellerId, month },
    {
      jobId: `reseller-fee-${sellerId}-${month}`,
      attempts: 10,
      backoff: { type: 'exponential', delay: 2000 },
      removeOnComplete: { age: 40 * day },
      removeOnFail: { age: 40 * day },
    },
  );
}

/**
 * Every `everyMs` (an hour by default) the round enqueues the month's fee of each reseller it
 * falls on. Upserted at every start: one schedule however many workers run.
 */
export async function scheduleResellerFees(queue: FeesQueue, everyMs: number): Promise<void> {
  await queue.upsertJobScheduler(
    'charge-all-reseller-fees',
    { every: everyMs },
    {
      name: 'charge-all-reseller-fees',
      data: {},
      opts: { removeOnComplete: { count: 20 }, removeOnFail: { count: 50 } },
    },
  );
}
