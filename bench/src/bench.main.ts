import {
  createDatabase,
  createDatabasePool,
  createLogger,
  migrateToLatest,
  PostgresEventStore,
} from '@shop/core';
import { createTestDatabase } from '@shop/core/testing';
import { buildAppsWhenStale } from '../../scripts/build-apps.mjs';
import { appendBenchmark } from './append.bench.js';
import { backOfficeFirstLoadBenchmark } from './backoffice/backoffice-first-load.bench.js';
import { catchUpBenchmark } from './catch-up.bench.js';
import { startAppendBaseline } from './http/append-baseline.js';
import { benchQueueRedisUrl, queueStoreLabel } from './http/bench-queue-redis.js';
import { httpBenchmark } from './http/http.bench.js';
import { startHelloWorld, startShop } from './http/running-shop.js';
import { soakBenchmark } from './http/soak.bench.js';
import { liveLagBenchmark } from './live-lag.bench.js';
import { longStreamsBenchmark } from './long-streams.bench.js';
import { type Check, report, reportChecks } from './measure.js';
import { searchBenchmark } from './search.bench.js';
import { webVitalsBenchmark } from './web-vitals/web-vitals.bench.js';

/**
 * `npm run bench`: every figure measured in this one run, on fresh databases of the local
 * PostgreSQL server (TEST_DATABASE_URL), and printed next to its baseline.
 *
 * BENCH_SCALE (default 1) scales event and product counts; BENCH_SECONDS (default 10) is each
 * HTTP measurement's length; BENCH_SOAK_SECONDS (default 0: none; 300 with `--soak`) adds a
 * soak; BENCH_ONLY (`store`, `http`, `vitals`, `backoffice`, comma-separated) runs some parts
 * only; BENCH_CALLS (comma-separated parts of call names, e.g. `cart,order`) measures only those
 * shopper calls.
 */
async function main() {
  const scale = Number(process.env.BENCH_SCALE ?? 1);
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const soakSeconds = Number(
    process.env.BENCH_SOAK_SECONDS ?? (process.argv.includes('--soak') ? 300 : 0),
  );
  const only = new Set((process.env.BENCH_ONLY ?? 'store,http,vitals,backoffice').split(','));
  let met = true;
  if (only.has('store')) met = (await storeBenchmarks(scale)) && met;
  if (['http', 'vitals', 'backoffice'].some((part) => only.has(part)) || soakSeconds > 0) {
    const sizes = [10_000, 100_000].map((size) => Math.round(size * scale));
    // The pages loaded are the apps' builds, as `npm start` makes them: made first when missing
    // or older than their sources (a fresh clone has none, and its pages failed to load).
    if (only.has('vitals') || only.has('backoffice')) buildAppsWhenStale();
    const shop = await startShop();
    const hello = await startHelloWorld();
    const checks: Check[] = [];
    try {
      if (only.has('vitals')) {
        process.stdout.write('Storefront first loads\n');
        await shop.growCatalogue(sizes[0] ?? 0);
        checks.push(...(await webVitalsBenchmark(shop.baseUrl, { runs: 3 })));
      }
      if (only.has('backoffice')) {
        process.stdout.write('Back office first load\n');
        checks.push(...(await backOfficeFirstLoadBenchmark(shop.baseUrl, { runs: 3 })));
      }
      if (only.has('http')) {
        process.stdout.write(
          `Shopper calls against a Koa hello-world; the shop's job queues: ${queueStoreLabel(benchQueueRedisUrl())}\n`,
        );
        const appendBaseline = await startAppendBaseline();
        try {
          checks.push(
            ...(await httpBenchmark(shop, hello, {
              catalogueSizes: sizes,
              seconds,
              connections: [10, 100],
              appendBaseline,
              calls: (process.env.BENCH_CALLS ?? '').split(',').filter(Boolean),
            })),
          );
        } finally {
          await appendBaseline.close();
        }
      }
      if (soakSeconds > 0) {
        const products = Math.max(...sizes);
        await shop.growCatalogue(products);
        checks.push(...(await soakBenchmark(shop, { seconds: soakSeconds, products })));
      }
    } finally {
      await hello.stop();
      await shop.stop();
    }
    met = reportChecks(checks) && met;
  }
  process.exitCode = met ? 0 : 1;
}

/**
 * The event store, the projections' catch-up and live lag, and the search index, on a database
 * of their own. Gives whether their targets are met.
 */
async function storeBenchmarks(scale: number): Promise<boolean> {
  const database = await createTestDatabase('shop_bench');
  const store = await PostgresEventStore.connect({ connectionString: database.url, poolSize: 8 });
  const pool = createDatabasePool(database.url, { applicationName: 'shop-bench' });
  const db = createDatabase(pool);
  const logger = createLogger('bench', 'warn');
  try {
    await migrateToLatest(db);
    process.stdout.write(`Benchmarks on ${database.name} (scale ${scale})\n\n`);
    const eightWriters = await appendBenchmark(store, {
      writers: 8,
      perWriter: Math.round(1500 * scale),
    });
    const comparisons = [
      await appendBenchmark(store, { writers: 1, perWriter: Math.round(3000 * scale) }),
      eightWriters,
      await appendBenchmark(store, {
        writers: 8,
        perWriter: Math.round(600 * scale),
        perAppend: 10,
        target: 0.8,
      }),
      await catchUpBenchmark({ store, pool, logger }, { events: Math.round(100_000 * scale) }),
      await searchBenchmark(db, { products: Math.round(100_000 * scale) }),
    ];
    const met = report(comparisons);
    const lag = await liveLagBenchmark(
      { store, pool, logger },
      {
        perSecond: eightWriters.measured.perSecond / 2,
        seconds: Math.max(3, 10 * Math.min(1, scale)),
      },
    );
    const folds = longStreamsBenchmark({ events: Math.max(2_000, Math.round(20_000 * scale)) });
    return reportChecks([lag, ...folds]) && met;
  } finally {
    await store.close();
    await db.destroy();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
