import { describe, expect, it } from 'vitest';
import { activityBetween } from './shop-activity.js';

const scrape = (computes: number, emptied: number, major: number, minor: number) => `
# TYPE shop_catalogue_cache_computes_total counter
shop_catalogue_cache_computes_total{cache="answers"} ${computes}
shop_catalogue_cache_computes_total{cache="totals"} ${2 * computes}
shop_catalogue_cache_emptied_total{cache="answers"} ${emptied}
shop_catalogue_cache_emptied_total{cache="totals"} ${10 * emptied}
nodejs_gc_duration_seconds_sum{kind="major"} ${major}
nodejs_gc_duration_seconds_sum{kind="minor"} ${minor}
nodejs_gc_duration_seconds_count{kind="major"} 99
`;

describe('activityBetween', () => {
  it("tells the catalogue's cold computes, its moves and the garbage collections between two scrapes", () => {
    expect(activityBetween(scrape(10, 1, 0.5, 1), scrape(14, 3, 0.625, 1.25))).toEqual({
      computed: 12,
      moves: 2,
      gcMs: 375,
      majorGcMs: 125,
    });
  });

  it('counts nothing when the shop did nothing', () => {
    const same = scrape(5, 5, 5, 5);
    expect(activityBetween(same, same)).toEqual({ computed: 0, moves: 0, gcMs: 0, majorGcMs: 0 });
  });
});
