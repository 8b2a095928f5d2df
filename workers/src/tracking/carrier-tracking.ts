import type { CarrierId, TrackingScan } from '@shop/core';

/**
 * The one port to the carriers' tracking services: a parcel's scans so far, oldest first, each
 * with an id derived from the carrier, the number and the scan (so a scan reported twice is one).
 *
 * @example
 * const scans = await tracking.track(2, 'YM-1234-5678');
 */
export interface CarrierTrackingClient {
  track(carrierId: CarrierId, trackingNumber: string): Promise<readonly TrackingScan[]>;
}

/** The carrier did not answer in time or answered with a server error: try again later. */
export class CarrierUnavailableError extends Error {
  override readonly name = 'CarrierUnavailableError';
}

/** The carrier does not know the number (yet: numbers often appear a day after labelling). */
export class UnknownTrackingNumberError extends Error {
  override readonly name = 'UnknownTrackingNumberError';
  constructor(
    readonly carrierId: CarrierId,
    readonly trackingNumber: string,
  ) {
    super(`Carrier ${carrierId} does not know tracking number ${trackingNumber}.`);
  }
}
