import type { JobsOptions } from 'bullmq';
import type { JobQueue } from '../queues/queue-connection.js';

export const taobaoQueueName = 'taobao';

/** What the taobao queue does, one processor file each. */
export const taobaoJobNames = [
  'sync-all-sellers',
  'sync-listings',
  'sync-orders',
  'charge-monthly-fee',
  'upload-shipment',
] as const;
export type TaobaoJobName = (typeof taobaoJobNames)[number];

export interface TaobaoJobData {
  readonly sellerId?: string;
  /** Fee jobs: the month charged, `2026-11`. */
  readonly month?: string;
  /** Upload jobs: the shipment's order, its Taobao trade and the parcel. */
  readonly orderNumber?: string;
  readonly tid?: string;
  readonly carrierId?: number;
  readonly trackingNumber?: string;
  readonly correlationId?: string;
  readonly causationId?: string;
  /** A staff retry of a failed job: the id of that job. */
  readonly retryOf?: string;
}

export type TaobaoQueue = JobQueue<TaobaoJobData, unknown, TaobaoJobName>;

const day = 24 * 60 * 60;

/**
 * Taobao may be away or limit us for a while: about ten tries, 2 s, 4 s, 8 s ... apart. A sync
 * job's id is free again once it ends, so the next sync of that seller can be enqueued.
 */
export const taobaoJobOptions: JobsOptions = {
  attempts: 10,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: true,
  removeOnFail: true,
};

/**
 * A sync of one seller. Without a `cause` it is the seller's one pending sync (a request while
 * one waits adds nothing); with one (an event, a request) it is a sync of its own, run after
 * the one under way: syncs of a seller take turns (`withSellerLock`).
 */
export async function enqueueSellerSync(
  queue: TaobaoQueue,
  name: 'sync-listings' | 'sync-orders',
  sellerId: string,
  { cause, delay }: { cause?: string; delay?: number } = {},
): Promise<void> {
  await queue.add(
    name,
    { sellerId },
    {
      ...taobaoJobOptions,
      jobId: cause ? `${name}-${sellerId}-${cause}` : `${name}-${sellerId}`,
      ...(delay && { delay }),
    },
  );
}

/** A month's fee of one seller: its job id names both, so it is charged by one job only. */
export async function enqueueMonthlyFee(
  queue: TaobaoQueue,
  sellerId: string,
  month: string,
): Promise<void> {
  await queue.add(
    'charge-monthly-fee',
    { sellerId, month },
    {
      ...taobaoJobOptions,
      jobId: `taobao-fee-${sellerId}-${month}`,
      removeOnComplete: { age: 40 * day },
      removeOnFail: { age: 40 * day },
    },
  );
}

/** A shipment's tracking number to Taobao, once per order. */
export async function enqueueShipmentUpload(
  queue: TaobaoQueue,
  data: Required<
    Pick<
      TaobaoJobData,
      | 'sellerId'
      | 'orderNumber'
      | 'tid'
      | 'carrierId'
      | 'trackingNumber'
      | 'correlationId'
      | 'causationId'
    >
  >,
): Promise<void> {
  await queue.add('upload-shipment', data, {
    ...taobaoJobOptions,
    jobId: `taobao-upload-${data.orderNumber}`,
    removeOnComplete: { age: 7 * day },
    removeOnFail: { age: 30 * day },
  });
}

/**
 * Every `everyMs`, one job enqueues the syncs of every linked seller (and the monthly fees that
 * fall due). Upserted at every start: one schedule however many workers run.
 */
export async function scheduleTaobaoSyncs(queue: TaobaoQueue, everyMs: number): Promise<void> {
  await queue.upsertJobScheduler(
    'sync-all-sellers',
    { every: everyMs },
    {
      name: 'sync-all-sellers',
      data: {},
      opts: { removeOnComplete: { count: 20 }, removeOnFail: { count: 50 } },
    },
  );
}
