import { createDatabase, type Database } from '@shop/core';
import { createTestDatabase } from '@shop/core/testing';
import type { Kysely } from 'kysely';
import { shopNodeOptions } from '../../../scripts/shop-node-options.mjs';
import { growBenchCatalogue } from './bench-catalogue.js';
import { benchQueueRedisUrl, emptyBenchRedis } from './bench-queue-redis.js';
import { receiveBenchStock } from './bench-stock.js';
import { type RunningProcess, startTypeScriptProcess } from './child-process.js';
import { benchStaff, shopClient } from './shop-client.js';

export interface RunningShop {
  readonly baseUrl: string;
  readonly process: RunningProcess;
  readonly db: Kysely<Database>;
  /** Waits for the read models, then grows the catalogue to `total` products (`growBenchCatalogue`). */
  growCatalogue(total: number): Promise<void>;
  /** Receives `quantity` more units of each product (`receiveBenchStock`), then waits for the read models. */
  receiveStock(productIds: readonly number[], quantity: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The whole shop as `npm start` runs it (server, projections and workers in one process) on a
 * fresh database of the local PostgreSQL server, in a process of its own.
 */
export async function startShop(options: { appsDir?: string } = {}): Promise<RunningShop> {
  const queueRedisUrl = benchQueueRedisUrl();
  if (queueRedisUrl) await emptyBenchRedis(queueRedisUrl);
  const database = await createTestDatabase('shop_bench_http');
  const shop = await startTypeScriptProcess('server/src/embedded.main.ts', {
    // BENCH_SHOP_NODE_OPTIONS: e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile the shop
    // under the bench's load (the profile is written when the bench stops it).
    nodeOptions: [
      // As `npm start` runs it.
      ...shopNodeOptions,
      ...(process.env.BENCH_SHOP_NODE_OPTIONS ?? '').split(' ').filter(Boolean),
    ],
    env: {
      DATABASE_URL: database.url,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      STAFF_EMAIL: benchStaff.email,
      STAFF_PASSWORD: benchStaff.password,
      // The bench hammers the API from one address on purpose.
      RATE_LIMITS: 'false',
      // PayPal orders stay unpaid: each bench customer places many.
      MAX_UNPAID_ORDERS: '1000',
      // The job queues on Redis when asked (`bench-queue-redis.ts`), else on PostgreSQL.
      REDIS_URL: queueRedisUrl ?? '',
      // Another checkout's built storefront and back office (`compare-loads.main.ts`).
      ...(options.appsDir ? { APPS_DIR: options.appsDir } : {}),
    },
    ready: 'The shop is running.',
  });
  const db = createDatabase(database.url, { applicationName: 'shop-bench-seed' });
  const baseUrl = `http://127.0.0.1:${shop.port}`;
  const client = shopClient(baseUrl);
  let size = Number(
    (
      await db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );
  return {
    baseUrl,
    process: shop,
    db,
    async growCatalogue(total) {
      await client.projectionsIdle();
      if (total > size) {
        const before = await client.catalogueTag();
        await growBenchCatalogue(db, total);
        size = total;
        // Checked right after, the list total was the old one now and then (1,000 at 10,000).
        await client.catalogueMovedFrom(before);
      }
    },
    async receiveStock(productIds, quantity) {
      await receiveBenchStock(database.url, productIds, quantity);
      await client.projectionsIdle();
    },
    async stop() {
      await shop.stop();
      await db.destroy();
      await database.drop();
      if (queueRedisUrl) await emptyBenchRedis(queueRedisUrl);
    },
  };
}

/** The baseline: a Koa hello-world in a process of its own. */
export function startHelloWorld(): Promise<RunningProcess> {
  return startTypeScriptProcess('bench/src/http/hello-world.main.ts', {
    env: {},
    ready: 'hello-world listening',
  });
}
