/** What the shop did while a call was timed, from its metrics read before and after. */
export interface ShopActivity {
  /** Catalogue answers, totals and rows computed (cache misses) by every catalogue cache. */
  readonly computed: number;
  /** Times the catalogue's answers were dropped because its version moved. */
  readonly moves: number;
  /** Time spent collecting garbage, in ms, and how much of it in major collections. */
  readonly gcMs: number;
  readonly majorGcMs: number;
}

/** The difference between two Prometheus texts of the shop (`/metrics`). */
export function activityBetween(before: string, after: string): ShopActivity {
  const change = (name: string, labels: Record<string, string> = {}) =>
    sum(after, name, labels) - sum(before, name, labels);
  return {
    computed: change('shop_catalogue_cache_computes_total'),
    moves: change('shop_catalogue_cache_emptied_total', { cache: 'answers' }),
    gcMs: 1000 * change('nodejs_gc_duration_seconds_sum'),
    majorGcMs: 1000 * change('nodejs_gc_duration_seconds_sum', { kind: 'major' }),
  };
}

/** The sum of the samples of `name` whose labels include `labels`. */
function sum(text: string, name: string, labels: Record<string, string>): number {
  let total = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const found = Object.fromEntries(
      [...line.matchAll(/(\w+)="([^"]*)"/g)].map((match) => [match[1], match[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) {
      total += Number(line.slice(line.lastIndexOf(' ') + 1)) || 0;
    }
  }
  return total;
}
