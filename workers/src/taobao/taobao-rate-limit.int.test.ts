import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TaobaoRateLimitError } from './taobao-error.js';
import {
  type ServedTaobaoSimulator,
  sellerWithSession,
  serveTaobaoSimulator,
} from './taobao-test-kit.js';

const settle = (calls: Promise<unknown>[]) =>
  Promise.all(
    calls.map((call) =>
      call.then(
        () => 'ok' as const,
        (error: unknown) => error,
      ),
    ),
  );

describe('rate limits, per app and per seller', () => {
  let served: ServedTaobaoSimulator;
  let teaShop: { nick: string; session: string };
  let snackShop: { nick: string; session: string };

  beforeAll(async () => {
    served = await serveTaobaoSimulator();
    teaShop = sellerWithSession(served, 'tea-shop');
    snackShop = sellerWithSession(served, 'snack-shop');
  });

  afterEach(() => served.simulator.setRateLimits({}));
  afterAll(() => served.close());

  it("keeps a seller's calls under the platform's quota by waiting", async () => {
    // The client's windows start at its first call, the platform's on the second: a batch that
    // reaches the platform late (a busy machine) shares a second with the next one, so the
    // client keeps to half the quota here, as a deployment sharing the quota would.
    served.simulator.setRateLimits({ sellerCallsPerSecond: 8 });
    const shop = served
      .client({ rateLimits: { appCallsPerSecond: 100, sellerCallsPerSecond: 4 } })
      .seller(teaShop);
    const started = performance.now();
    const outcomes = await settle(Array.from({ length: 12 }, () => shop.onsaleItems()));
    expect(outcomes.every((outcome) => outcome === 'ok')).toBe(true);
    // Four now, four a second later, four a second after that.
    expect(performance.now() - started).toBeGreaterThanOrEqual(1900);
  });

  it('meets the platform’s refusal (code 5, the seller’s quota) when it does not wait', async () => {
    served.simulator.setRateLimits({ sellerCallsPerSecond: 5 });
    const shop = served.client().seller(teaShop);
    const outcomes = await settle(Array.from({ length: 12 }, () => shop.onsaleItems()));
    const refused = outcomes.filter((outcome) => outcome instanceof TaobaoRateLimitError);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(refused[0]).toMatchObject({ code: 5, scope: 'seller', retryable: true });
  });

  it("keeps all sellers together under the app's quota", async () => {
    // Half the quota again, as above.
    served.simulator.setRateLimits({ appCallsPerSecond: 10 });
    const taobao = served.client({
      rateLimits: { appCallsPerSecond: 5, sellerCallsPerSecond: 100 },
    });
    const started = performance.now();
    const outcomes = await settle(
      [teaShop, snackShop].flatMap((seller) =>
        Array.from({ length: 5 }, () => taobao.seller(seller).onsaleItems()),
      ),
    );
    expect(outcomes.every((outcome) => outcome === 'ok')).toBe(true);
    expect(performance.now() - started).toBeGreaterThanOrEqual(900);
  });

  it("does not hold one seller up behind another seller's backlog", async () => {
    const taobao = served.client({
      rateLimits: { appCallsPerSecond: 100, sellerCallsPerSecond: 2 },
    });
    const backlog = settle(Array.from({ length: 6 }, () => taobao.seller(teaShop).onsaleItems()));
    const started = performance.now();
    await taobao.seller(snackShop).onsaleItems();
    // Behind the backlog it would wait for the third window, two seconds on.
    expect(performance.now() - started).toBeLessThan(1500);
    await backlog;
  });
});
