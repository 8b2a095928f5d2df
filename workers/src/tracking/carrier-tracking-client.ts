import {
  type CarrierId,
  type CourierStatus,
  courierStatuses,
  deterministicId,
  type TrackingScan,
} from '@shop/core';
import { carrierAdapters } from './adapters/index.js';
import {
  type CarrierTrackingClient,
  CarrierUnavailableError,
  UnknownTrackingNumberError,
} from './carrier-tracking.js';

export interface CarrierTrackingClientOptions {
  /** Where the carriers' tracking APIs live (the simulator's base in the embedded default). */
  readonly baseUrl: string;
  /** A carrier slower than this is taken as unavailable. */
  readonly timeoutMs?: number;
}

/**
 * The carriers' tracking APIs through one client: each carrier's adapter asks and reads; scans
 * come back in the shop's words with deterministic ids.
 *
 * @example
 * const tracking = createCarrierTrackingClient({ baseUrl: 'http://127.0.0.1:3000/simulators/carriers' });
 */
export function createCarrierTrackingClient({
  baseUrl,
  timeoutMs = 10_000,
}: CarrierTrackingClientOptions): CarrierTrackingClient {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    async track(carrierId: CarrierId, trackingNumber: string): Promise<readonly TrackingScan[]> {
      const adapter = carrierAdapters[carrierId];
      const { path, init } = adapter.request(trackingNumber);
      let response: Response;
      try {
        response = await fetch(`${base}${path}`, {
          ...init,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new CarrierUnavailableError(
          `Carrier ${carrierId} did not answer: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      if (response.status >= 500 || response.status === 429) {
        throw new CarrierUnavailableError(`Carrier ${carrierId} answered ${response.status}.`);
      }
      const body: unknown = await response.json().catch(() => null);
      const scans = adapter.parse(response.status, body);
      if (scans === null) throw new UnknownTrackingNumberError(carrierId, trackingNumber);
      if (!response.ok) {
        throw new CarrierUnavailableError(`Carrier ${carrierId} answered ${response.status}.`);
      }
      const statusOf = new Map(
        Object.entries(adapter.codes).map(([status, code]) => [code, status as CourierStatus]),
      );
      return scans.flatMap((scan) => {
        const status = statusOf.get(scan.code);
        if (!status || !courierStatuses.includes(status) || Number.isNaN(Date.parse(scan.at)))
          return [];
        const at = new Date(scan.at).toISOString();
        return [
          {
            scanId: deterministicId(`carrier-${carrierId}/${trackingNumber}/${scan.code}/${at}`),
            status,
            at,
            location: scan.location,
            description: scan.description,
          },
        ];
      });
    },
  };
}
