/** What the page recorded about itself, read back after the load. */
export interface PageVitals {
  readonly fcp: number;
  readonly lcp: number;
  readonly cls: number;
  /** [start, duration] of each task over 50 ms, in ms since navigation. */
  readonly longTasks: readonly (readonly [number, number])[];
}

/**
 * Runs in the page before any of its scripts: records largest contentful paint, layout shifts
 * (those not caused by input) and long tasks, as the web-vitals library does.
 */
export const vitalsObserverScript = `
  window.__vitals = { lcp: 0, cls: 0, longTasks: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__vitals.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__vitals.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__vitals.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
`;

/** Evaluated in the page to read the figures back. */
export const readVitalsExpression = `({
  ...window.__vitals,
  fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
})`;

/**
 * Total blocking time as Lighthouse defines it: the part over 50 ms of each long task after the
 * first contentful paint (here up to the end of the load rather than to time-to-interactive, so
 * never less than Lighthouse's figure).
 */
export function totalBlockingTime({ fcp, longTasks }: PageVitals): number {
  let total = 0;
  for (const [start, duration] of longTasks) {
    // A task that straddles the first paint counts from the paint on.
    const after = start + duration - Math.max(start, fcp);
    total += Math.max(0, after - 50);
  }
  return total;
}
