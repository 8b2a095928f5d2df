import type { CarrierId, CourierStatus } from '@shop/core';

/** One scan as a carrier words it, before it is put in the shop's words. */
export interface CarrierScan {
  /** The carrier's own status code or label. */
  readonly code: string;
  readonly at: string;
  readonly location: string;
  readonly description: string;
}

/**
 * How to ask one carrier about a parcel and read its answer. Each carrier has its own paths,
 * fields and status vocabulary; the client and the simulator share these.
 */
export interface CarrierAdapter {
  readonly carrierId: CarrierId;
  /** The request for a tracking number, relative to the carriers' base URL. */
  request(trackingNumber: string): { path: string; init: RequestInit };
  /** The scans in the answer, or `null` when the carrier says it does not know the number. */
  parse(status: number, body: unknown): CarrierScan[] | null;
  /** The carrier's code for each of the shop's courier statuses. */
  readonly codes: Readonly<Record<CourierStatus, string>>;
  /** How the simulator answers with these scans. */
  render(trackingNumber: string, scans: readonly CarrierScan[]): unknown;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function listOf(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isObject) : [];
}

export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
