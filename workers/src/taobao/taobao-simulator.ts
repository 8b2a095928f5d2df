import Router from '@koa/router';
import type { Context } from 'koa';
import { readBody } from '../paypal/paypal-simulator-request.js';
import { addSandboxRoutes } from './taobao-sandbox-routes.js';
import {
  addControlRoutes,
  type ControlState,
  createSimulatorControl,
  type TaobaoSimulatorControl,
} from './taobao-simulator-control.js';
import { createSimulatedFaults, type TaobaoSimulatorFaults } from './taobao-simulator-faults.js';
import {
  createSimulatedGateway,
  type SimulatedCall,
  type SimulatedRateLimits,
} from './taobao-simulator-gateway.js';
import { createSimulatedItems } from './taobao-simulator-items.js';
import { createSimulatedMethods } from './taobao-simulator-methods.js';
import { addOAuthRoutes } from './taobao-simulator-oauth.js';
import { createSimulatedSellers } from './taobao-simulator-sellers.js';
import { createSimulatedTrades } from './taobao-simulator-trades.js';

export interface TaobaoSimulatorOptions {
  /** Where the router is mounted, e.g. `/sandbox/taobao`; `''` for the root. */
  readonly basePath: string;
  /** The app's key and secret: calls must be signed with them, as at TOP. */
  readonly appKey: string;
  readonly appSecret: string;
  readonly now?: () => number;
  /** How far a call's `timestamp` may be from `now`; TOP allows 10 minutes. */
  readonly maxSkewMs?: number;
  /** How long a session lasts; a day by default. */
  readonly sessionTtlSeconds?: number;
  /** How long a refresh token lasts; 30 days by default. */
  readonly refreshTtlSeconds?: number;
  /** Faults from the start, as `setFaults` sets them later. */
  readonly faults?: TaobaoSimulatorFaults;
  /** The platform's quotas from the start, as `setRateLimits` sets them later. */
  readonly rateLimits?: SimulatedRateLimits;
}

/**
 * The simulator's router, mounted as any other, that also takes a test's instructions
 * (`placeTrade`, `setFaults`, ...); the same are reachable over HTTP.
 */
export type TaobaoSimulator = Router & TaobaoSimulatorControl;

/**
 * An in-memory Taobao Open Platform for one app, under `basePath`:
 *
 * - `POST|GET <base>/router/rest`: the TOP gateway, checking app key, signature (md5, hmac,
 *   hmac-sha256), timestamp skew, version, format and session as TOP does, answering the item,
 *   trade and logistics methods the client calls in TOP's envelopes;
 * - `GET|POST <base>/authorize` and `POST <base>/token`: Taobao's OAuth for sellers;
 * - `<base>/`, `<base>/sellers/...`: the sandbox (JSON for tools, pages for browsers);
 * - `<base>/_sim/...`: faults, quotas and the call log, for tests.
 *
 * Mount it before any body parser that reads form posts, or after one that keeps
 * `ctx.request.rawBody` (as `@koa/bodyparser` does).
 *
 * @example
 * const taobao = createTaobaoSimulator({ basePath: '/sandbox/taobao', appKey, appSecret });
 * app.use(taobao.routes()).use(taobao.allowedMethods());
 * taobao.createSeller('tea-shop');
 * taobao.setFaults({ failureRatio: 0.2 });
 * // createTaobaoClient({ apiUrl: 'http://localhost:3000/sandbox/taobao/router/rest',
 * //   oauthUrl: 'http://localhost:3000/sandbox/taobao', appKey, appSecret })
 */
export function createTaobaoSimulator(options: TaobaoSimulatorOptions): TaobaoSimulator {
  const basePath = options.basePath.replace(/\/+$/, '');
  const clock = options.now ?? Date.now;
  // TOP's timestamps hold whole seconds, and so does everything the simulator records.
  const now = () => Math.floor(clock() / 1000) * 1000;
  const sellers = createSimulatedSellers({
    now,
    sessionTtlSeconds: options.sessionTtlSeconds ?? 86_400,
    refreshTtlSeconds: options.refreshTtlSeconds ?? 30 * 86_400,
  });
  const items = createSimulatedItems({ now });
  const trades = createSimulatedTrades({ now, items });
  const calls: SimulatedCall[] = [];
  const state: ControlState = {
    sellers,
    items,
    trades,
    faults: createSimulatedFaults(options.faults),
    rateLimits: { current: options.rateLimits ?? {} },
    calls,
  };
  const gateway = createSimulatedGateway({
    appKey: options.appKey,
    appSecret: options.appSecret,
    now: clock,
    maxSkewMs: options.maxSkewMs ?? 10 * 60_000,
    sellers,
    methods: createSimulatedMethods({ items, trades }),
    faults: state.faults,
    rateLimits: () => state.rateLimits.current,
    record: (call) => calls.push(call),
  });
  const control = createSimulatorControl(state);

  const router = new Router(basePath ? { prefix: basePath } : {});
  const rest = async (ctx: Context) => {
    const answer = await gateway(await callParameters(ctx));
    ctx.status = answer.status;
    ctx.type = answer.contentType;
    ctx.body = answer.body;
  };
  router.post('/router/rest', rest);
  router.get('/router/rest', rest);
  addOAuthRoutes(router, {
    basePath,
    appKey: options.appKey,
    appSecret: options.appSecret,
    sellers,
  });
  addSandboxRoutes(router, control, state, basePath);
  addControlRoutes(router, control, state);
  return Object.assign(router, control);
}

/** TOP reads parameters from the query string and a form body alike. */
async function callParameters(ctx: Context): Promise<Record<string, string>> {
  const parameters: Record<string, string> = {};
  const body = ctx.method === 'POST' && ctx.is('urlencoded') ? await readBody(ctx) : '';
  for (const source of [new URLSearchParams(ctx.querystring), new URLSearchParams(body)]) {
    for (const [name, value] of source) parameters[name] = value;
  }
  return parameters;
}
