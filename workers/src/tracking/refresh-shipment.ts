import {
  aggregateState,
  type EventMetadata,
  type EventStore,
  type ShopCommands,
  shipmentDecider,
  shipmentStream,
} from '@shop/core';
import type { CarrierTrackingClient } from './carrier-tracking.js';

export interface TrackingDependencies {
  readonly store: EventStore;
  readonly commands: ShopCommands;
  readonly tracking: CarrierTrackingClient;
}

/**
 * Asks the parcel's carrier for its scans and records the new ones on `shipment-<id>`, each
 * once: a scan's events take ids from the scan, and the shipment refuses a scan it has. Safe to
 * run again after a crash at any point, and from a job and a staff member at once.
 *
 * @example
 * const { newScans } = await refreshShipment({ store, commands, tracking }, '10012345678901234', metadata);
 */
export async function refreshShipment(
  { store, commands, tracking }: TrackingDependencies,
  shipmentId: string,
  metadata: EventMetadata,
): Promise<{ newScans: number }> {
  const shipment = await aggregateState(store, shipmentStream(shipmentId), shipmentDecider);
  if (shipment.status === 'none') return { newScans: 0 };
  const scans = await tracking.track(shipment.carrierId, shipment.trackingNumber);
  let newScans = 0;
  for (const scan of scans) {
    if (shipment.scanIds.has(scan.scanId)) continue;
    const { events } = await commands.shipment(shipmentId, { type: 'RecordScan', scan }, metadata, {
      commandId: `scan-${scan.scanId}`,
      retries: 20,
    });
    newScans += events.length;
  }
  return { newScans };
}
