import type Router from '@koa/router';
import { z } from 'zod';
import { SandboxRequestError } from './taobao-simulator-errors.js';
import type {
  NextFault,
  SimulatedFaults,
  TaobaoSimulatorFaults,
} from './taobao-simulator-faults.js';
import type { SimulatedCall, SimulatedRateLimits } from './taobao-simulator-gateway.js';
import { readJsonOrForm, sandboxErrors } from './taobao-simulator-http.js';
import type { SimulatedItems } from './taobao-simulator-items.js';
import {
  sandboxItem,
  sandboxSeller,
  sandboxShipment,
  sandboxTrade,
} from './taobao-simulator-representation.js';
import type { SimulatedSellers } from './taobao-simulator-sellers.js';
import type { SimulatedTrades } from './taobao-simulator-trades.js';

const receiverSchema = z
  .object({
    name: z.string().trim().min(1).max(50),
    mobile: z.string().trim().min(1).max(20),
    state: z.string().trim().min(1).max(50),
    city: z.string().trim().min(1).max(50),
    district: z.string().trim().max(50).optional(),
    address: z.string().trim().min(1).max(228),
    zip: z.string().trim().max(10).optional(),
    phone: z.string().trim().max(30).optional(),
    country: z.string().trim().max(50).optional(),
  })
  .strict();

const numIidSchema = z.union([
  z.number().int().positive(),
  z
    .string()
    .regex(/^\d{1,16}$/)
    .transform(Number),
]);

/** `POST <base>/sellers/:nick/trades`: what a buyer buys, and where it goes. */
export const placeTradeSchema = z
  .object({
    num_iid: numIidSchema,
    /** Which SKU, for an item with SKUs. */
    sku_id: z.coerce.number().int().positive().optional(),
    num: z.coerce.number().int().min(1).max(999_999),
    receiver: receiverSchema,
    buyer_nick: z.string().min(1).max(25).optional(),
  })
  .strict();
export type PlaceTradeInput = z.input<typeof placeTradeSchema>;

/** What a buyer or Taobao can do to a trade from the sandbox. */
export const tradeMoveSchema = z
  .object({ status: z.enum(['TRADE_FINISHED', 'TRADE_CLOSED']) })
  .strict();

const rateLimitsSchema = z
  .object({
    appCallsPerSecond: z.number().int().min(0).optional(),
    sellerCallsPerSecond: z.number().int().min(0).optional(),
  })
  .strict();

type SandboxItem = ReturnType<typeof sandboxItem>;
type SandboxTrade = ReturnType<typeof sandboxTrade>;
type SandboxShipment = ReturnType<typeof sandboxShipment>;
type SandboxSeller = ReturnType<typeof sandboxSeller>;

/** A session straight from the simulator, as the token endpoint would give it. */
export interface SimulatedSessionGrant {
  readonly session: string;
  readonly refreshToken: string;
  readonly expiresIn: number;
  readonly nick: string;
  readonly userId: string;
}

/**
 * What a test (or a person, over HTTP) can make the simulated Taobao do, beyond what our app can.
 * Answers are the sandbox's JSON (TOP's field names). Invalid instructions throw
 * `SandboxRequestError` (HTTP: `{ "error": "..." }` with 400, 404 or 409).
 */
export interface TaobaoSimulatorControl {
  /** A sandbox seller (the existing one of that nick, if any). */
  createSeller(nick: string): SandboxSeller;
  /** A session for the seller without the browser, for tests. */
  grantSession(nick: string): SimulatedSessionGrant;
  /** The seller revokes the app: calls with their sessions get code 27 `invalid-sessionkey`. */
  revokeSessions(nick: string): void;
  /** A buyer's paid trade (`WAIT_SELLER_SEND_GOODS`) for an item on sale, which loses the units. */
  placeTrade(nick: string, input: PlaceTradeInput): SandboxTrade;
  /** The buyer confirms receipt (`TRADE_FINISHED`) or the trade is refunded (`TRADE_CLOSED`). */
  moveTrade(nick: string, tid: number, status: 'TRADE_FINISHED' | 'TRADE_CLOSED'): SandboxTrade;
  items(nick: string): SandboxItem[];
  trades(nick: string): SandboxTrade[];
  shipments(nick: string): SandboxShipment[];
  /**
   * Faults for every later API call until changed, e.g. `{ failureRatio: 0.2 }` (a fifth of the
   * calls fail: 502 pages, `isp.*` errors, rate limits, cut-off JSON; failing writes half the
   * time after their effect) or `{ latencyMs: 300, methods: ['taobao.item.add'] }`.
   */
  setFaults(faults: TaobaoSimulatorFaults): void;
  /** No faults, nothing queued. */
  clearFaults(): void;
  /** The next `count` calls (of `method`) fail with `kind`; before the random draws. */
  failNext(fault: NextFault): void;
  /** The platform's quotas per second; `{}` lifts them. */
  setRateLimits(limits: SimulatedRateLimits): void;
  /** Every API call so far, oldest first. */
  calls(): SimulatedCall[];
}

export interface ControlState {
  readonly sellers: SimulatedSellers;
  readonly items: SimulatedItems;
  readonly trades: SimulatedTrades;
  readonly faults: SimulatedFaults;
  readonly rateLimits: { current: SimulatedRateLimits };
  readonly calls: SimulatedCall[];
}

export function createSimulatorControl(state: ControlState): TaobaoSimulatorControl {
  const { sellers, items, trades, faults } = state;
  return {
    createSeller: (nick) => sandboxSeller(sellers.create(nick).seller),
    grantSession(nick) {
      const grant = sellers.grant(nick);
      return {
        session: grant.accessToken,
        refreshToken: grant.refreshToken,
        expiresIn: grant.expiresIn,
        nick: grant.seller.nick,
        userId: grant.seller.userId,
      };
    },
    revokeSessions: (nick) => sellers.revoke(nick),
    placeTrade(nick, input) {
      sellers.get(nick);
      const { num_iid, sku_id, num, receiver, buyer_nick } = parse(placeTradeSchema, input);
      return sandboxTrade(
        trades.place(nick, {
          numIid: num_iid,
          skuId: sku_id,
          num,
          receiver,
          ...(buyer_nick ? { buyerNick: buyer_nick } : {}),
        }),
      );
    },
    moveTrade(nick, tid, status) {
      sellers.get(nick);
      return sandboxTrade(trades.move(nick, tid, parse(tradeMoveSchema, { status }).status));
    },
    items: (nick) => {
      sellers.get(nick);
      return items.of(nick).map(sandboxItem);
    },
    trades: (nick) => {
      sellers.get(nick);
      return trades.of(nick).map(sandboxTrade);
    },
    shipments: (nick) => {
      sellers.get(nick);
      return trades.shipmentsOf(nick).map(sandboxShipment);
    },
    setFaults: (next) => {
      faults.set(next);
    },
    clearFaults: () => faults.clear(),
    failNext: (fault) => faults.failNext(fault),
    setRateLimits(limits) {
      state.rateLimits.current = parse(rateLimitsSchema, limits);
    },
    calls: () => [...state.calls],
  };
}

/**
 * The same over HTTP under `<base>/_sim/`, for tests and people that reach the simulator only
 * through a running shop: `faults` (GET, PUT a faults object, DELETE), `faults/next` (POST),
 * `rate-limits` (GET, PUT), `calls` (GET).
 */
export function addControlRoutes(
  router: Router,
  control: TaobaoSimulatorControl,
  state: ControlState,
): void {
  router.get('/_sim/faults', sandboxErrors, (ctx) => {
    ctx.body = state.faults.current();
  });
  router.put('/_sim/faults', sandboxErrors, async (ctx) => {
    control.setFaults((await readJsonOrForm(ctx)).body as TaobaoSimulatorFaults);
    ctx.body = state.faults.current();
  });
  router.delete('/_sim/faults', sandboxErrors, (ctx) => {
    control.clearFaults();
    ctx.status = 204;
  });
  router.post('/_sim/faults/next', sandboxErrors, async (ctx) => {
    control.failNext((await readJsonOrForm(ctx)).body as NextFault);
    ctx.status = 204;
  });
  router.get('/_sim/rate-limits', sandboxErrors, (ctx) => {
    ctx.body = state.rateLimits.current;
  });
  router.put('/_sim/rate-limits', sandboxErrors, async (ctx) => {
    control.setRateLimits((await readJsonOrForm(ctx)).body as SimulatedRateLimits);
    ctx.body = state.rateLimits.current;
  });
  router.get('/_sim/calls', sandboxErrors, (ctx) => {
    ctx.body = { calls: control.calls() };
  });
}

export function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new SandboxRequestError(400, z.prettifyError(parsed.error));
  return parsed.data;
}
