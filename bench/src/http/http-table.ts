import type { LoadResult } from './load.js';
import type { ShopActivity } from './shop-activity.js';

/** What a call is held to, measured right before it: the hello-world, or the store's appends. */
export interface Baseline {
  readonly name: 'hello' | 'appends';
  readonly requestsPerSecond: number;
  /** The hello-world's p99 in ms; none for the appends. */
  readonly p99: number | null;
}

export interface HttpRow {
  readonly call: string;
  readonly products: number | null;
  readonly connections: number;
  readonly result: LoadResult;
  readonly baseline: Baseline;
  /** What the shop did while the call was timed. */
  readonly activity: ShopActivity;
}

const columns = [
  ['call', 38],
  ['products', 9],
  ['-c', 4],
  ['req/s', 8],
  ['p50 ms', 7],
  ['p99 ms', 7],
  ['failed', 7],
  ['baseline', 9],
  ['its /s', 8],
  ['its p99', 8],
  ['req/s ratio', 12],
  ['p99 ratio', 10],
  ['cold', 6],
  ['moves', 6],
  ['GC ms', 6],
  ['major', 6],
] as const;

/** Under the table: what its last four columns are. */
const activityLegend =
  "cold: catalogue answers, totals and rows the shop computed while the call was timed (cache misses); moves: times the catalogue's version moved meanwhile, dropping its kept answers; GC ms: the shop's garbage collection meanwhile, major: of it in major collections";

/**
 * One table: each call with its throughput and latencies, its baseline (measured right before
 * it) with the ratios to it, and what the shop did meanwhile.
 */
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
    ...rows.map(({ call, products, connections, result, baseline, activity }) =>
      line([
        call,
        products === null ? '' : products.toLocaleString('en-US'),
        String(connections),
        Math.round(result.requestsPerSecond).toLocaleString('en-US'),
        milliseconds(result.p50),
        milliseconds(result.p99),
        String(result.failures),
        baseline.name,
        Math.round(baseline.requestsPerSecond).toLocaleString('en-US'),
        baseline.p99 === null ? '-' : milliseconds(baseline.p99),
        `${((100 * result.requestsPerSecond) / baseline.requestsPerSecond).toFixed(1)} %`,
        baseline.p99 !== null && Number.isFinite(result.p99)
          ? `${(result.p99 / Math.max(1, baseline.p99)).toFixed(1)} x`
          : '-',
        String(activity.computed),
        String(activity.moves),
        activity.gcMs.toFixed(0),
        activity.majorGcMs.toFixed(0),
      ]),
    ),
    '',
    activityLegend,
  ].join('\n');
}

/** No answer within the run: "none". */
function milliseconds(value: number): string {
  return Number.isFinite(value) ? String(Math.round(value)) : 'none';
}
