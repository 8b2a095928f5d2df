import { randomBytes } from 'node:crypto';
import { type Config, refuseSimulatorInProduction } from '@shop/core';
import {
  createPayPalClient,
  createPayPalSimulator,
  type PayPalClient,
  type PayPalSimulator,
} from '@shop/workers';

export interface PayPalSetup {
  readonly client: PayPalClient;
  /** Mounted by the app when no real PayPal is configured; tests steer its captures. */
  readonly simulator: PayPalSimulator | null;
  /** Tells the simulated setup where this server listens, once it does. */
  attach(port: number): void;
}

export const paypalSimulatorPath = '/simulators/paypal';

/**
 * PayPal from the configuration, or the in-process simulator on this server when none is set:
 * the client then calls back into this server, so it learns the port after listening.
 */
export function paypalSetup(
  config: Pick<Config, 'PAYPAL_API_URL' | 'PAYPAL_CLIENT_ID' | 'PAYPAL_CLIENT_SECRET'> &
    Partial<Pick<Config, 'NODE_ENV' | 'ALLOW_SIMULATORS'>>,
): PayPalSetup {
  if (config.PAYPAL_API_URL) {
    if (!config.PAYPAL_CLIENT_ID || !config.PAYPAL_CLIENT_SECRET) {
      throw new Error('PAYPAL_API_URL needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET.');
    }
    const client = createPayPalClient({
      baseUrl: config.PAYPAL_API_URL,
      clientId: config.PAYPAL_CLIENT_ID,
      clientSecret: config.PAYPAL_CLIENT_SECRET,
    });
    return { client, simulator: null, attach: () => {} };
  }
  refuseSimulatorInProduction(config, 'PayPal', 'PAYPAL_API_URL');
  const clientId = 'shop-simulated';
  const clientSecret = randomBytes(16).toString('hex');
  const simulator = createPayPalSimulator({
    basePath: paypalSimulatorPath,
    clientId,
    clientSecret,
  });
  let real: PayPalClient | null = null;
  const ready = (): PayPalClient => {
    if (!real) throw new Error('The PayPal simulator is used before the server listens.');
    return real;
  };
  return {
    simulator,
    client: {
      createOrder: (input) => ready().createOrder(input),
      getOrder: (id) => ready().getOrder(id),
      captureOrder: (id, options) => ready().captureOrder(id, options),
      getCapture: (captureId) => ready().getCapture(captureId),
      refundCapture: (captureId, input) => ready().refundCapture(captureId, input),
    },
    attach(port) {
      real = createPayPalClient({
        baseUrl: `http://127.0.0.1:${port}${paypalSimulatorPath}`,
        clientId,
        clientSecret,
      });
    },
  };
}
