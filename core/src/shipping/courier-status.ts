/** Where a parcel is, as a carrier's scans say: the order's courier status. */
export const courierStatuses = [
  'Accepted',
  'In transit',
  'Customs',
  'Out for delivery',
  'Delivered',
  'Exception',
] as const;
export type CourierStatus = (typeof courierStatuses)[number];

/** One scan of a parcel as a carrier reports it, in the shop's words. */
export interface TrackingScan {
  /** Derived from the carrier, number and scan: the same scan always has the same id. */
  readonly scanId: string;
  readonly status: CourierStatus;
  /** ISO-8601 time of the scan at the carrier. */
  readonly at: string;
  readonly location: string;
  readonly description: string;
}
