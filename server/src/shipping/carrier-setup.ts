import { type Config, refuseSimulatorInProduction } from '@shop/core';
import {
  type CarrierSimulator,
  type CarrierTrackingClient,
  createCarrierSimulator,
  createCarrierTrackingClient,
} from '@shop/workers';

export interface CarrierSetup {
  readonly client: CarrierTrackingClient;
  /** Mounted by the app when no carrier API is configured; tests inject its faults. */
  readonly simulator: CarrierSimulator | null;
  /** Tells the simulated setup where this server listens, once it does. */
  attach(port: number): void;
}

export const carrierSimulatorPath = '/simulators/carriers';

/**
 * The carriers' tracking APIs from the configuration, or the in-process simulator on this
 * server when none is set: the client then calls back into this server.
 */
export function carrierSetup(
  config: Pick<
    Config,
    'CARRIER_API_URL' | 'CARRIER_TIMEOUT_SECONDS' | 'CARRIER_SIMULATOR_STEP_SECONDS'
  > &
    Partial<Pick<Config, 'NODE_ENV' | 'ALLOW_SIMULATORS'>>,
): CarrierSetup {
  const timeoutMs = config.CARRIER_TIMEOUT_SECONDS * 1000;
  if (config.CARRIER_API_URL) {
    const client = createCarrierTrackingClient({ baseUrl: config.CARRIER_API_URL, timeoutMs });
    return { client, simulator: null, attach: () => {} };
  }
  refuseSimulatorInProduction(config, 'Carrier tracking', 'CARRIER_API_URL');
  const simulator = createCarrierSimulator({
    basePath: carrierSimulatorPath,
    stepMs: config.CARRIER_SIMULATOR_STEP_SECONDS * 1000,
    hangMs: timeoutMs + 1000,
  });
  let real: CarrierTrackingClient | null = null;
  return {
    simulator,
    client: {
      track(carrierId, trackingNumber) {
        if (!real) throw new Error('The carrier simulator is used before the server listens.');
        return real.track(carrierId, trackingNumber);
      },
    },
    attach(port) {
      real = createCarrierTrackingClient({
        baseUrl: `http://127.0.0.1:${port}${carrierSimulatorPath}`,
        timeoutMs,
      });
    },
  };
}
