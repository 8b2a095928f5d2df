import type { Check } from '../measure.js';
import { load } from './load.js';
import type { RunningShop } from './running-shop.js';
import { catalogueCalls } from './shop-calls.js';

/**
 * `BENCH_SOAK_SECONDS`: the catalogue calls in turn at -c 100 for that long, the server's
 * resident memory read after each round. After the first fifth (warm-up: caches and the JIT
 * fill up), memory must not keep growing: the last reading within 10 % of the one after warm-up.
 */
export async function soakBenchmark(
  shop: RunningShop,
  { seconds, products }: { seconds: number; products: number },
): Promise<Check[]> {
  const calls = catalogueCalls(products);
  const round = 10;
  const readings: number[] = [];
  const started = Date.now();
  for (let index = 0; Date.now() - started < seconds * 1000; index++) {
    const call = calls[index % calls.length];
    if (!call) break;
    await load(shop.baseUrl, call, { connections: 100, seconds: round });
    readings.push(shop.process.residentBytes());
  }
  const mib = (bytes: number) => Math.round(bytes / 2 ** 20);
  const warm = readings[Math.floor(readings.length / 5)] ?? 0;
  const last = readings.at(-1) ?? 0;
  process.stdout.write(
    `soak, ${seconds} s at -c 100: resident MiB after each ${round} s round: ${readings.map(mib).join(' ')}\n\n`,
  );
  const growth = warm ? (last - warm) / warm : 0;
  return [
    {
      name: `soak ${seconds} s: memory growth after warm-up (${mib(warm)} -> ${mib(last)} MiB)`,
      measured: `${(growth * 100).toFixed(1)} %`,
      target: '<= 10 %',
      met: growth <= 0.1,
    },
  ];
}
