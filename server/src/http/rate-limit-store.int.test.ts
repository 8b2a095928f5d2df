import { createDatabase, migrateToLatest } from '@shop/core';
import { createTestDatabase } from '@shop/core/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRateLimitStore } from './rate-limit-store.js';
import { createRateLimits, type RateLimitSettings } from './rate-limits.js';
import { TooManyRequests } from './too-many-requests.js';

const settings: RateLimitSettings = {
  RATE_LIMITS: true,
  RATE_LIMIT_WRITES_PER_ADDRESS: 3,
  RATE_LIMIT_WRITES_PER_ACCOUNT: 100,
  RATE_LIMIT_WRITES_GLOBAL: 100,
  RATE_LIMIT_SENSITIVE_PER_ADDRESS: 100,
  RATE_LIMIT_CHECKOUTS_PER_ACCOUNT: 100,
  RATE_LIMIT_SENSITIVE_GLOBAL: 100,
  LOGIN_FAILURES_PER_PAIR: 2,
  LOGIN_FAILURES_PER_ADDRESS: 100,
};

/** Two server replicas over one store count the same requests. */
async function expectSharedCounting(open: () => ReturnType<typeof openRateLimitStore>) {
  const first = open();
  const second = open();
  try {
    const replicas = [
      createRateLimits(settings, first.store),
      createRateLimits(settings, second.store),
    ];
    const address = `10.0.0.${Math.floor(Math.random() * 250)}-${Date.now()}`;
    await replicas[0]?.write({ address, accountId: null });
    await replicas[1]?.write({ address, accountId: null });
    await replicas[0]?.write({ address, accountId: null });
    const refused = await replicas[1]
      ?.write({ address, accountId: null })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TooManyRequests);
    expect((refused as TooManyRequests).retryAfterSeconds).toBeGreaterThan(0);

    const email = `pair-${address}@example.com`;
    await replicas[0]?.reservePasswordCheck(email, address);
    await replicas[1]?.reservePasswordCheck(email, address);
    await expect(replicas[0]?.reservePasswordCheck(email, address)).rejects.toMatchObject({
      code: 'too_many_attempts',
    });
    await replicas[1]?.passwordAccepted(email, address);
    await expect(replicas[0]?.reservePasswordCheck(email, address)).resolves.toBeUndefined();
  } finally {
    await first.close();
    await second.close();
  }
}

describe('rate limits in PostgreSQL (no REDIS_URL)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    const db = createDatabase(database.url);
    await migrateToLatest(db);
    await db.destroy();
  });
  afterAll(() => database.drop());

  it('counts across replicas in the rate_limits table', async () => {
    await expectSharedCounting(() => openRateLimitStore({}, database.url));
  });
});

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('rate limits in Redis (REDIS_URL)', () => {
  it('counts across replicas', async () => {
    const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await probe.connect();
    await probe.quit();
    await expectSharedCounting(() => openRateLimitStore({ REDIS_URL: redisUrl }, ''));
  });

  it('keeps answering from each process’s own counters while Redis is unreachable', async () => {
    const away = openRateLimitStore({ REDIS_URL: 'redis://127.0.0.1:1' }, '');
    try {
      const limits = createRateLimits(settings, away.store);
      for (let index = 0; index < 3; index++) {
        await limits.write({ address: '10.9.9.9', accountId: null });
      }
      await expect(limits.write({ address: '10.9.9.9', accountId: null })).rejects.toBeInstanceOf(
        TooManyRequests,
      );
    } finally {
      await away.close();
    }
  });
});
