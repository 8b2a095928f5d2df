import { type Config, createDatabasePool } from '@shop/core';
import { Redis } from 'ioredis';
import type { RateLimitStore } from './rate-limits.js';

/**
 * The rate limits' counters where the job queues are: Redis when `REDIS_URL` is set, else the
 * shop's PostgreSQL (table `rate_limits`), so every replica of the server counts the same
 * requests. `close` ends the connections opened here.
 *
 * @example
 * const limitStore = openRateLimitStore(config, databaseUrl);
 * const rateLimits = createRateLimits(config, limitStore.store);
 */
export function openRateLimitStore(
  config: Pick<Config, 'REDIS_URL'>,
  databaseUrl: string,
): { store: RateLimitStore; close(): Promise<void> } {
  if (config.REDIS_URL) {
    // While Redis is away a command fails after one reconnection attempt, and the limits fall
    // back to each process's own counters rather than holding the request.
    const client = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 });
    client.on('error', () => {});
    return { store: { kind: 'redis', client }, close: async () => void client.disconnect() };
  }
  const pool = createDatabasePool(databaseUrl, {
    poolSize: 4,
    applicationName: 'shop-rate-limits',
  });
  return { store: { kind: 'postgres', pool }, close: () => pool.end() };
}
