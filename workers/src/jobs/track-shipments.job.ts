import type { JobQueue } from '../queues/queue-connection.js';

export const trackingQueueName = 'tracking';
/** The scheduled round: one `track-shipment` job per parcel on its way. */
export const pollShipmentsJobName = 'poll-shipments';
export const trackShipmentJobName = 'track-shipment';

export type TrackingJobData = { readonly shipmentId: string } | Record<string, never>;
export type TrackingQueue = JobQueue<
  TrackingJobData,
  number,
  typeof pollShipmentsJobName | typeof trackShipmentJobName
>;

/** Each parcel's poll: one at a time per parcel (the id), again after a carrier's hiccup. */
export const trackShipmentJobOptions = (shipmentId: string) => ({
  jobId: `track-${shipmentId}`,
  attempts: 4,
  backoff: { type: 'exponential' as const, delay: 1_000 },
  // Done jobs go, so the next round can poll the parcel again under the same id.
  removeOnComplete: true,
  removeOnFail: true,
});

/**
 * Upserted at every start: one schedule however many workers run; a changed interval replaces
 * the old one.
 */
export async function scheduleShipmentPolling(
  queue: TrackingQueue,
  everyMs: number,
): Promise<void> {
  await queue.upsertJobScheduler(
    pollShipmentsJobName,
    { every: everyMs },
    {
      name: pollShipmentsJobName,
      data: {},
      opts: { removeOnComplete: { count: 24 }, removeOnFail: { count: 100 } },
    },
  );
}
