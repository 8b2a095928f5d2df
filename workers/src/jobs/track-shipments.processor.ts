import type { Database, Logger } from '@shop/core';
import type { Job } from 'bullmq';
import type { Kysely } from 'kysely';
import { UnknownTrackingNumberError } from '../tracking/carrier-tracking.js';
import { refreshShipment, type TrackingDependencies } from '../tracking/refresh-shipment.js';
import {
  pollShipmentsJobName,
  type TrackingJobData,
  type TrackingQueue,
  trackShipmentJobOptions,
} from './track-shipments.job.js';

/**
 * `poll-shipments` enqueues a `track-shipment` per parcel on its way (dispatched, not delivered);
 * `track-shipment` records the carrier's new scans. A carrier that times out or fails is tried
 * again with backoff; a number the carrier does not know yet waits for the next round.
 */
export function createTrackShipmentsProcessor(
  dependencies: TrackingDependencies & {
    db: Kysely<Database>;
    queue: TrackingQueue;
    logger: Logger;
  },
) {
  const { db, queue, logger } = dependencies;
  return async function trackShipments(job: Job<TrackingJobData, number>): Promise<number> {
    if (job.name === pollShipmentsJobName) {
      const parcels = await db
        .selectFrom('shipments')
        .select('shipment_id')
        .where('dispatched', '=', true)
        .where((eb) =>
          eb.or([eb('courier_status', 'is', null), eb('courier_status', '!=', 'Delivered')]),
        )
        .execute();
      await queue.addBulk(
        parcels.map(({ shipment_id }) => ({
          name: 'track-shipment' as const,
          data: { shipmentId: shipment_id },
          opts: trackShipmentJobOptions(shipment_id),
        })),
      );
      return parcels.length;
    }
    const { shipmentId } = job.data as { shipmentId: string };
    try {
      const { newScans } = await refreshShipment(dependencies, shipmentId, {
        correlationId: `job-${job.id}`,
        causationId: null,
        actor: { kind: 'job', name: job.name },
        occurredAt: new Date().toISOString(),
      });
      return newScans;
    } catch (error) {
      if (error instanceof UnknownTrackingNumberError) {
        logger.warn({ shipmentId, err: error }, 'carrier does not know the tracking number yet');
        return 0;
      }
      throw error;
    }
  };
}
