import type { LoadResult } from './load.js';

export interface HttpRow {
  readonly call: string;
  readonly products: number | null;
  readonly connections: number;
  readonly result: LoadResult;
  readonly baseline: LoadResult;
}

const columns = [
  ['call', 38],
  ['products', 9],
  ['-c', 4],
  ['req/s', 8],
  ['p50 ms', 7],
  ['p99 ms', 7],
  ['failed', 7],
  ['req/s ratio', 12],
  ['p99 / hello', 12],
] as const;

/** One table: each call with its throughput and latencies, and its ratio to the hello-world. */
export function httpTable(rows: readonly HttpRow[]): string {
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, index) => {
        const width = columns[index]?.[1] ?? 8;
        return index === 0 ? cell.padEnd(width) : cell.padStart(width);
      })
      .join(' ');
  return [
    line(columns.map(([name]) => name)),
    ...rows.map(({ call, products, connections, result, baseline }) =>
      line([
        call,
        products === null ? '' : products.toLocaleString('en-US'),
        String(connections),
        Math.round(result.requestsPerSecond).toLocaleString('en-US'),
        milliseconds(result.p50),
        milliseconds(result.p99),
        String(result.failures),
        `${((100 * result.requestsPerSecond) / baseline.requestsPerSecond).toFixed(0)} %`,
        Number.isFinite(result.p99)
          ? `${(result.p99 / Math.max(1, baseline.p99)).toFixed(1)} x`
          : '-',
      ]),
    ),
  ].join('\n');
}

/** No answer within the run: "none". */
function milliseconds(value: number): string {
  return Number.isFinite(value) ? String(Math.round(value)) : 'none';
}
