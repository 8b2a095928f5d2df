import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterQueue,
  RateLimiterQueueError,
} from 'rate-limiter-flexible';

/**
 * Holds TOP calls back to the platform's quotas: one for the app (all sellers together) and one
 * per seller's session. A call waits its turn rather than failing.
 */
export interface TaobaoRateLimiter {
  /**
   * Resolves when one more call may go: for `seller`'s session and for the app, or for the app
   * alone when there is no seller (calls that need no session). Rejects with
   * `TaobaoRateLimiterFullError` when too many calls wait already.
   */
  acquire(seller: string | undefined): Promise<void>;
  /** TOP refused for its rate: hold every call of that scope back for `ms`. */
  holdBack(scope: 'app' | 'seller', seller: string | undefined, ms: number): Promise<void>;
}

export interface TaobaoRateLimits {
  /** Calls per second for the whole app. TOP sets each app's quota; ask for yours. */
  readonly appCallsPerSecond: number;
  /** Calls per second for one seller. */
  readonly sellerCallsPerSecond: number;
  /** Calls that may wait at once, per seller and for the app; more are refused. */
  readonly maxWaiting?: number;
}

export const defaultRateLimits: TaobaoRateLimits = {
  appCallsPerSecond: 40,
  sellerCallsPerSecond: 10,
  maxWaiting: 10_000,
};

/** Too many calls were waiting for their turn; nothing was sent. */
export class TaobaoRateLimiterFullError extends Error {
  override readonly name = 'TaobaoRateLimiterFullError';
}

/**
 * A limiter on `rate-limiter-flexible`: a fixed window of one second per key, and a FIFO queue per
 * key that waits for the next window. This one counts in this process's memory, so with several
 * worker processes each should get its share of the app's quota. The same library counts in
 * PostgreSQL or Redis (`RateLimiterPostgres`, `RateLimiterRedis`): pass such counters as
 * `app` and `seller` to share one quota between processes.
 *
 * @example
 * const limiter = createTaobaoRateLimiter({ appCallsPerSecond: 40, sellerCallsPerSecond: 10 });
 * await limiter.acquire('tea-shop'); // then call TOP
 */
export function createTaobaoRateLimiter(
  limits: TaobaoRateLimits = defaultRateLimits,
  counters: { app?: RateLimiterAbstract; seller?: RateLimiterAbstract } = {},
): TaobaoRateLimiter {
  for (const [name, value] of Object.entries(limits)) {
    if (!Number.isInteger(value) || value < 1) {
      throw new RangeError(`${name} is a whole number of at least 1, not ${value}`);
    }
  }
  const app =
    counters.app ??
    new RateLimiterMemory({
      keyPrefix: 'taobao-app',
      points: limits.appCallsPerSecond,
      duration: 1,
    });
  const seller =
    counters.seller ??
    new RateLimiterMemory({
      keyPrefix: 'taobao-seller',
      points: limits.sellerCallsPerSecond,
      duration: 1,
    });
  const maxQueueSize = limits.maxWaiting ?? defaultRateLimits.maxWaiting;
  const appQueue = new RateLimiterQueue(app, { maxQueueSize });
  const sellerQueue = new RateLimiterQueue(seller, { maxQueueSize });

  return {
    async acquire(sellerKey) {
      try {
        // The seller's turn first: one seller's backlog then waits on its own quota without
        // taking places in the app's queue from other sellers.
        if (sellerKey !== undefined) await sellerQueue.removeTokens(1, sellerKey);
        await appQueue.removeTokens(1, 'app');
      } catch (error) {
        if (error instanceof RateLimiterQueueError) {
          throw new TaobaoRateLimiterFullError(
            `Too many Taobao calls are waiting: ${error.message}`,
          );
        }
        throw error;
      }
    },
    async holdBack(scope, sellerKey, ms) {
      const seconds = Math.max(ms, 1) / 1000;
      if (scope === 'seller' && sellerKey !== undefined) await seller.block(sellerKey, seconds);
      else await app.block('app', seconds);
    },
  };
}

/**
 * The quotas the configuration gives this process (`TAOBAO_CALLS_PER_SECOND`,
 * `TAOBAO_SELLER_CALLS_PER_SECOND`), the defaults where unset.
 */
export function taobaoRateLimits(config: {
  readonly TAOBAO_CALLS_PER_SECOND?: number;
  readonly TAOBAO_SELLER_CALLS_PER_SECOND?: number;
}): TaobaoRateLimits {
  return {
    ...defaultRateLimits,
    appCallsPerSecond: config.TAOBAO_CALLS_PER_SECOND ?? defaultRateLimits.appCallsPerSecond,
    sellerCallsPerSecond:
      config.TAOBAO_SELLER_CALLS_PER_SECOND ?? defaultRateLimits.sellerCallsPerSecond,
  };
}
