import { productStream } from '@shop/core';
import { sql } from 'kysely';
import type { Check } from '../measure.js';
import type { AppendBaseline } from './append-baseline.js';
import type { RunningProcess } from './child-process.js';
import { type Baseline, type HttpRow, httpTable } from './http-table.js';
import { type LoadResult, load, type ShopCall } from './load.js';
import type { RunningShop } from './running-shop.js';
import { sequentialP95 } from './sequential-latency.js';
import { activityBetween } from './shop-activity.js';
import {
  addToCartCall,
  catalogueCalls,
  placeOrderAsyncName,
  placeOrderCall,
} from './shop-calls.js';
import { shopClient } from './shop-client.js';
import { vacuumAsAutovacuumWould } from './vacuum-as-autovacuum.js';

export interface HttpBenchOptions {
  /** Catalogue sizes to measure at, smallest first. */
  readonly catalogueSizes: readonly number[];
  readonly seconds: number;
  readonly connections: readonly number[];
  /** The event store's appends at 8 writers, measured around each write call. */
  readonly appendBaseline: AppendBaseline;
  /** Only the calls whose name contains one of these (`BENCH_CALLS`); all when empty. */
  readonly calls?: readonly string[];
}

/**
 * Every shopper call against its baseline, at each catalogue size and concurrency; prints one
 * table and returns the issue's targets as checks. Each baseline is measured around its call
 * (half its time right before, half right after), at the same concurrency: the Koa hello-world
 * for the reads, the event store's appends at 8 writers for the writes (see
 * append-baseline.ts). Measured once for the whole run, a baseline was minutes older than most
 * calls, and this machine's speed moves within minutes.
 */
export async function httpBenchmark(
  shop: RunningShop,
  hello: RunningProcess,
  options: HttpBenchOptions,
): Promise<Check[]> {
  const rows: HttpRow[] = [];
  const checks: Check[] = [];
  let peakMemory = 0;
  const client = shopClient(shop.baseUrl);
  const vacuumed = new Set<string>();
  // Products with a stream of their own: an order reads its products' streams, and the copies
  // that grow the catalogue (bench-catalogue.ts, written by the `vitals` part before this one)
  // have none: orders of them were refused as "no longer for sale".
  const listed = (
    await shop.db
      .selectFrom('products')
      .select('id')
      .where('stock', '>=', 150)
      .where('listed', '=', true)
      .orderBy('id')
      .execute()
  ).map(({ id }) => id);
  const { rows: streams } = await sql<{ name: string }>`
    SELECT DISTINCT stream_name AS name FROM events
    WHERE stream_name = ANY(${listed.map(productStream)})`.execute(shop.db);
  const withStream = new Set(streams.map(({ name }) => name));
  const inStock = listed.filter((id) => withStream.has(productStream(id)));
  // Enough for every cart line and order of the run, so none is refused for want of stock.
  await shop.receiveStock(inStock, 1_000_000);
  const helloUrl = `http://127.0.0.1:${hello.port}`;
  for (const products of options.catalogueSizes) {
    process.stdout.write(`  listing ${products.toLocaleString('en-US')} products...\n`);
    await shop.growCatalogue(products);
    const total = await client.listTotal('pageSize=1');
    checks.push({
      name: `list total with ${products} products`,
      measured: total,
      target: `= ${products}`,
      met: total === products,
    });
    const perCall = options.connections.reduce((sum, connections) => sum + connections, 0);
    const customers = await client.registerCustomers(`c${products}`, perCall);
    const buyers = await client.registerCustomers(`b${products}`, perCall);
    const asyncBuyers = await client.registerCustomers(`a${products}`, perCall);
    // The registrations' events are still being projected: wait, so they do not share the CPU
    // with the first measurement.
    await client.projectionsIdle();
    let used = 0;
    for (const connections of options.connections) {
      const calls = [
        ...catalogueCalls(products),
        addToCartCall(customers.slice(used, used + connections), inStock),
        placeOrderCall(buyers.slice(used, used + connections), inStock),
        placeOrderCall(asyncBuyers.slice(used, used + connections), inStock, { async: true }),
      ].filter(
        (call) => !options.calls?.length || options.calls.some((part) => call.name.includes(part)),
      );
      used += connections;
      for (const call of calls) {
        // What autovacuum would have done by now, on a server that runs without it.
        for (const table of await vacuumAsAutovacuumWould(shop.db)) vacuumed.add(table);
        // Half the baseline's time right before the call, half right after it (once the
        // workflows and projections are idle again): the mean of the two.
        const half = options.seconds / 2;
        const before = await measureBaseline(call.name, connections, half, options, helloUrl);
        const sampler = setInterval(() => {
          peakMemory = Math.max(peakMemory, shop.process.residentBytes());
        }, 250);
        const started = performance.now();
        let metricsBefore = '';
        const result = await load(shop.baseUrl, call, {
          connections,
          seconds: options.seconds,
          beforeTimed: async () => {
            metricsBefore = await client.metricsText();
          },
        });
        const activity = activityBetween(metricsBefore, await client.metricsText());
        clearInterval(sampler);
        await client.projectionsIdle();
        if (call.name === placeOrderAsyncName) {
          // Answered early: how fast the workflows set the orders up (stock, PayPal link) in all.
          const elapsed = (performance.now() - started) / 1000;
          process.stdout.write(
            `  ${call.name}, -c ${connections}: ${result.requests} answered; stock and payment of all set up after ${elapsed.toFixed(1)} s (${(result.requests / elapsed).toFixed(0)} orders/s end to end)\n`,
          );
        }
        const after = await measureBaseline(call.name, connections, half, options, helloUrl);
        const baseline = meanBaseline(before, after);
        rows.push({ call: call.name, products, connections, result, baseline, activity });
        checks.push(...callChecks(call.name, products, connections, result, baseline));
      }
    }
    checks.push(...(await searchChecks(shop.baseUrl, products, options.calls)));
  }
  process.stdout.write(`\n${httpTable(rows)}\n\n`);
  if (vacuumed.size > 0) {
    process.stdout.write(
      `autovacuum is off on this PostgreSQL server: before each call the bench vacuumed what it would have (${[...vacuumed].sort().join(', ')})\n\n`,
    );
  }
  const largest = Math.max(...options.catalogueSizes).toLocaleString('en-US');
  process.stdout.write(
    `shop server resident memory, peak under load up to ${largest} products: ${(peakMemory / 2 ** 20).toFixed(0)} MiB\n\n`,
  );
  return checks;
}

/**
 * The shopper's writes: their smallest req/s as a share of the event store's appends at 8
 * writers. Place order's target is on the 202 answer (the issue's way there); the answer that
 * waits for the workflows is measured beside it, without a target.
 */
const writeTargets: Record<string, number | null> = {
  'add to cart': 0.4,
  [placeOrderAsyncName]: 0.2,
  'place order (PayPal, 2 lines)': null,
};

/**
 * What `call` is held to, measured now: the event store's appends at 8 writers for a write, the
 * Koa hello-world at the call's concurrency for a read.
 */
async function measureBaseline(
  call: string,
  connections: number,
  seconds: number,
  options: HttpBenchOptions,
  helloUrl: string,
): Promise<Baseline> {
  if (call in writeTargets) {
    return {
      name: 'appends',
      requestsPerSecond: await options.appendBaseline.measure(seconds),
      p99: null,
    };
  }
  const hello = await load(
    helloUrl,
    { name: 'hello', requests: () => [{ path: '/' }] },
    { connections, seconds, sampleFailures: false },
  );
  return { name: 'hello', requestsPerSecond: hello.requestsPerSecond, p99: hello.p99 };
}

function meanBaseline(before: Baseline, after: Baseline): Baseline {
  return {
    name: before.name,
    requestsPerSecond: (before.requestsPerSecond + after.requestsPerSecond) / 2,
    p99: before.p99 === null || after.p99 === null ? null : (before.p99 + after.p99) / 2,
  };
}

/** The issue's targets for one measured call, at -c 100. */
function callChecks(
  call: string,
  products: number,
  connections: number,
  result: LoadResult,
  baseline: Baseline,
): Check[] {
  const where = `${call}, ${products} products, -c ${connections}`;
  const checks: Check[] = [
    {
      name: `${where}: failed answers${result.firstFailure ? ` (first: ${result.firstFailure})` : ''}`,
      measured: result.failures,
      target: '= 0',
      met: result.failures === 0,
    },
  ];
  if (connections < 100) return checks;
  const write = writeTargets[call];
  if (write !== undefined) {
    if (call === 'add to cart') {
      checks.push({
        name: `${where}: p99`,
        measured: result.p99,
        target: '< 100 ms',
        met: result.p99 < 100,
      });
    }
    if (write !== null && baseline.name === 'appends') {
      const ratio = result.requestsPerSecond / baseline.requestsPerSecond;
      checks.push({
        name: `${where}: req/s of appends at 8 writers`,
        measured: `${(ratio * 100).toFixed(1)} %`,
        target: `>= ${write * 100} %`,
        met: ratio >= write,
      });
    }
    return checks;
  }
  const ratio = result.requestsPerSecond / baseline.requestsPerSecond;
  checks.push(
    {
      name: `${where}: req/s of hello-world`,
      measured: `${(ratio * 100).toFixed(0)} %`,
      target: '>= 25 %',
      met: ratio >= 0.25,
    },
    {
      name: `${where}: p99 over hello-world's`,
      measured: `${(result.p99 / Math.max(1, baseline.p99 ?? 0)).toFixed(1)} x`,
      target: '<= 4 x',
      met: result.p99 <= 4 * Math.max(1, baseline.p99 ?? 0),
    },
  );
  return checks;
}

/**
 * Search against a primary-key read (the product page: one product by id and its related ones),
 * each p95 of its paths asked one after the other over one connection (`sequential-latency.ts`),
 * so latency is the call's own rather than the queue's, to the microsecond.
 */
async function searchChecks(
  baseUrl: string,
  products: number,
  only: readonly string[] | undefined,
): Promise<Check[]> {
  const calls = catalogueCalls(products);
  const search = calls.find((call) => call.name === 'title search');
  const lookup = calls.find((call) => call.name === 'product page');
  if (!search || !lookup) return [];
  if (only?.length && !only.some((part) => 'title search'.includes(part))) return [];
  const paths = (call: ShopCall) => call.requests(0).map((request) => request.path);
  const searchP95 = await sequentialP95(baseUrl, paths(search), 40);
  const lookupP95 = await sequentialP95(baseUrl, paths(lookup), 16);
  const ratio = searchP95 / lookupP95;
  return [
    {
      name: `search p95 over product page p95, ${products} products, one at a time (${searchP95.toFixed(2)} against ${lookupP95.toFixed(2)} ms)`,
      measured: `${ratio.toFixed(1)} x`,
      target: '<= 10 x',
      met: ratio <= 10,
    },
  ];
}
