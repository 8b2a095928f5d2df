import { randomBytes } from 'node:crypto';
import { type Config, refuseSimulatorInProduction } from '@shop/core';
import {
  createTaobaoClient,
  createTaobaoSimulator,
  type TaobaoClient,
  type TaobaoSimulator,
  taobaoRateLimits,
} from '@shop/workers';

export interface TaobaoSetup {
  readonly client: TaobaoClient;
  /** The simulator and sandbox the app mounts when no real Taobao is configured; tests steer it. */
  readonly simulator: TaobaoSimulator | null;
  /** Tells the simulated setup where this server listens, once it does. */
  attach(port: number): void;
}

/** Where the app mounts the simulator: its TOP gateway, OAuth and sandbox pages. */
export const taobaoSandboxPath = '/sandbox/taobao';

/**
 * Taobao from the configuration, or the TOP simulator and sandbox on this server when none is
 * set: the client then calls back into this server, so it learns the port after listening. The
 * sandbox's authorise page is given as a path, so a seller's browser reaches it on whichever host
 * they use the shop by.
 */
export function taobaoSetup(
  config: Pick<
    Config,
    'TAOBAO_API_URL' | 'TAOBAO_APP_KEY' | 'TAOBAO_APP_SECRET' | 'TAOBAO_OAUTH_URL'
  > &
    Partial<
      Pick<
        Config,
        | 'NODE_ENV'
        | 'ALLOW_SIMULATORS'
        | 'TAOBAO_CALLS_PER_SECOND'
        | 'TAOBAO_SELLER_CALLS_PER_SECOND'
      >
    >,
): TaobaoSetup {
  const rateLimits = taobaoRateLimits(config);
  if (config.TAOBAO_API_URL) {
    if (!config.TAOBAO_APP_KEY || !config.TAOBAO_APP_SECRET) {
      throw new Error('TAOBAO_API_URL needs TAOBAO_APP_KEY and TAOBAO_APP_SECRET.');
    }
    const client = createTaobaoClient({
      apiUrl: config.TAOBAO_API_URL,
      oauthUrl: config.TAOBAO_OAUTH_URL,
      appKey: config.TAOBAO_APP_KEY,
      appSecret: config.TAOBAO_APP_SECRET,
      rateLimits,
    });
    return { client, simulator: null, attach: () => {} };
  }
  if (config.TAOBAO_APP_KEY || config.TAOBAO_APP_SECRET) {
    throw new Error('TAOBAO_APP_KEY and TAOBAO_APP_SECRET need TAOBAO_API_URL.');
  }
  // Its sandbox lets anyone place trades and switch faults: not for a real shop.
  refuseSimulatorInProduction(config, 'Taobao', 'TAOBAO_API_URL');
  const appKey = '10000001';
  const appSecret = randomBytes(16).toString('hex');
  const simulator = createTaobaoSimulator({ basePath: taobaoSandboxPath, appKey, appSecret });
  const authorizeUrl = `${taobaoSandboxPath}/authorize`;
  // Authorise links need no port: they are paths on the shop's own origin.
  const unattached = createTaobaoClient({
    apiUrl: 'http://unattached.invalid',
    authorizeUrl,
    appKey,
    appSecret,
  });
  let real: TaobaoClient | null = null;
  const ready = (): TaobaoClient => {
    if (!real) throw new Error('The Taobao simulator is used before the server listens.');
    return real;
  };
  return {
    simulator,
    client: {
      authorizeUrl: (input) => unattached.authorizeUrl(input),
      exchangeCode: (input) => ready().exchangeCode(input),
      refreshSession: (refreshToken) => ready().refreshSession(refreshToken),
      logisticsCompanies: () => ready().logisticsCompanies(),
      seller: (seller) => ready().seller(seller),
    },
    attach(port) {
      const base = `http://127.0.0.1:${port}${taobaoSandboxPath}`;
      real = createTaobaoClient({
        apiUrl: `${base}/router/rest`,
        oauthUrl: base,
        authorizeUrl,
        appKey,
        appSecret,
        rateLimits,
      });
    },
  };
}
