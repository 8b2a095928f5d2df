import { describe, expect, it } from 'vitest';
import { createTaobaoRateLimiter, TaobaoRateLimiterFullError } from './taobao-rate-limiter.js';

const elapsed = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

describe('createTaobaoRateLimiter', () => {
  it("lets a seller's quota through at once and makes the next call wait for the next second", async () => {
    const limiter = createTaobaoRateLimiter({ appCallsPerSecond: 100, sellerCallsPerSecond: 3 });
    expect(
      await elapsed(() => Promise.all([1, 2, 3].map(() => limiter.acquire('tea-shop')))),
    ).toBeLessThan(500);
    expect(await elapsed(() => limiter.acquire('tea-shop'))).toBeGreaterThanOrEqual(800);
  });

  it('counts calls without a seller against the app alone', async () => {
    const limiter = createTaobaoRateLimiter({ appCallsPerSecond: 2, sellerCallsPerSecond: 100 });
    await limiter.acquire(undefined);
    await limiter.acquire('tea-shop');
    expect(await elapsed(() => limiter.acquire('snack-shop'))).toBeGreaterThanOrEqual(800);
  });

  it('holds a seller back for as long as the platform said, and the others not', async () => {
    const limiter = createTaobaoRateLimiter({ appCallsPerSecond: 100, sellerCallsPerSecond: 100 });
    await limiter.holdBack('seller', 'tea-shop', 1000);
    expect(await elapsed(() => limiter.acquire('snack-shop'))).toBeLessThan(500);
    expect(await elapsed(() => limiter.acquire('tea-shop'))).toBeGreaterThanOrEqual(900);
  });

  it('refuses a call when too many wait, and limits that are not limits', async () => {
    const limiter = createTaobaoRateLimiter({
      appCallsPerSecond: 100,
      sellerCallsPerSecond: 1,
      maxWaiting: 1,
    });
    await limiter.acquire('tea-shop');
    const waiting = limiter.acquire('tea-shop');
    await expect(limiter.acquire('tea-shop')).rejects.toThrow(TaobaoRateLimiterFullError);
    await waiting;
    expect(() =>
      createTaobaoRateLimiter({ appCallsPerSecond: 0, sellerCallsPerSecond: 1 }),
    ).toThrow(RangeError);
  });
});
