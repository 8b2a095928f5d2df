import { percentile } from '../percentile.js';

/**
 * p95 latency in ms, to the microsecond, of asking `paths` one after the other over one
 * keep-alive connection, `rounds` times round (each asked once beforehand, unmeasured, so a
 * first answer's cache fill stays out). autocannon reports whole milliseconds, and on a quick
 * machine a read's p95 rounds to 0 or 1, too coarse to compare two reads by.
 *
 * @example
 * const p95 = await sequentialP95('http://127.0.0.1:3000', ['/api/products/1'], 100);
 */
export async function sequentialP95(
  baseUrl: string,
  paths: readonly string[],
  rounds: number,
): Promise<number> {
  const ask = async (path: string) => {
    const response = await fetch(`${baseUrl}${path}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  };
  for (const path of paths) await ask(path);
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const path of paths) {
      const started = performance.now();
      await ask(path);
      times.push(performance.now() - started);
    }
  }
  return percentile(times, 0.95);
}
