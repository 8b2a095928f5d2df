import { Redis } from 'ioredis';

/**
 * `BENCH_QUEUE_REDIS_URL`: the shop's job queues on Redis, as production runs them (`docker
 * compose`), rather than on BullMQ's PostgreSQL backend, as `npm start` does. The database it
 * names is the bench's own: emptied before the shop starts and after it stops, so it must name
 * one (`redis://127.0.0.1:6379/15`), never database 0.
 */
export function benchQueueRedisUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const url = env.BENCH_QUEUE_REDIS_URL;
  if (!url) return undefined;
  const database = new URL(url).pathname.slice(1);
  if (!/^[1-9][0-9]*$/.test(database)) {
    throw new Error(
      `BENCH_QUEUE_REDIS_URL must name a Redis database of the bench's own other than 0 (redis://127.0.0.1:6379/15): it is emptied; got ${url}`,
    );
  }
  return url;
}

/** Empties the bench's Redis database. */
export async function emptyBenchRedis(url: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  try {
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}

/** Where the shop's job queues are, for the bench's output. */
export function queueStoreLabel(url: string | undefined): string {
  return url ? `BullMQ on Redis (${url})` : "BullMQ's PostgreSQL backend, as npm start runs it";
}
