import {
  createDatabase,
  createDatabasePool,
  createLogger,
  migrateToLatest,
  PostgresEventStore,
} from '@shop/core';
import { createTestDatabase } from '@shop/core/testing';
import { appendBenchmark } from './append.bench.js';
import { catchUpBenchmark } from './catch-up.bench.js';
import { report } from './measure.js';
import { searchBenchmark } from './search.bench.js';

/**
 * `npm run bench`: every figure measured in this one run, on one fresh database of the local
 * PostgreSQL server (TEST_DATABASE_URL), and printed next to its baseline.
 */
async function main() {
  const scale = Number(process.env.BENCH_SCALE ?? 1);
  const database = await createTestDatabase('shop_bench');
  const store = await PostgresEventStore.connect({ connectionString: database.url, poolSize: 8 });
  const pool = createDatabasePool(database.url, { applicationName: 'shop-bench' });
  const db = createDatabase(pool);
  const logger = createLogger('bench', 'warn');
  try {
    await migrateToLatest(db);
    process.stdout.write(`Benchmarks on ${database.name} (scale ${scale})\n\n`);
    const comparisons = [
      await appendBenchmark(store, { writers: 1, perWriter: Math.round(3000 * scale) }),
      await appendBenchmark(store, { writers: 8, perWriter: Math.round(1500 * scale) }),
      await catchUpBenchmark({ store, pool, logger }, { events: Math.round(100_000 * scale) }),
      await searchBenchmark(db, { products: Math.round(100_000 * scale) }),
    ];
    const met = report(comparisons);
    process.exitCode = met ? 0 : 1;
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
