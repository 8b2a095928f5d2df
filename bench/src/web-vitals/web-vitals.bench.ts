import type { Browser, Page, Request } from 'playwright-core';
import type { Check } from '../measure.js';
import { launchChromium, median, throttledPage } from './throttled-page.js';
import {
  type PageVitals,
  readVitalsExpression,
  totalBlockingTime,
  vitalsObserverScript,
} from './vitals-observer.js';

export interface PageLoad {
  readonly vitals: PageVitals;
  readonly consoleErrors: readonly string[];
  readonly scripts: readonly string[];
}

/** One first visit, as a guest with an empty cache, on a throttled phone. */
export async function loadPage(browser: Browser, url: string): Promise<PageLoad> {
  const { context, page } = await throttledPage(browser);
  try {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(String(error)));
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.addInitScript(vitalsObserverScript);
    const network = quietNetwork(page);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await network.quiet(2000);
    const vitals = (await page.evaluate(readVitalsExpression)) as PageVitals;
    // The first load ends where the storefront starts prefetching other pages' code when idle
    // (its `shop:idle-prefetch` mark): what it fetches after that is for pages not yet opened.
    const prefetched = new Set(
      (await page.evaluate(`(() => {
        const mark = performance.getEntriesByName('shop:idle-prefetch')[0];
        if (!mark) return [];
        return performance.getEntriesByType('resource')
          .filter((entry) => entry.startTime >= mark.startTime)
          .map((entry) => entry.name);
      })()`)) as string[],
    );
    return { vitals, consoleErrors, scripts: scripts.filter((url) => !prefetched.has(url)) };
  } finally {
    await context.close();
  }
}

/**
 * Counts requests in flight. Under 4x CPU throttling a long task can sit between two waves of
 * requests for longer than Playwright's 500 ms of `networkidle`, so quiet here means nothing in
 * flight for `ms` (then late layout shifts and long tasks have been recorded too).
 */
function quietNetwork(page: Page) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const change = (request: Request, started: boolean) => {
    if (request.url().startsWith('data:')) return;
    if (started) inFlight.add(request);
    else inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', (request) => change(request, true));
  page.on('requestfinished', (request) => change(request, false));
  page.on('requestfailed', (request) => change(request, false));
  return {
    /** Waits for `ms` without a request, or at most `capMs` (a slider keeps loading images). */
    async quiet(ms: number, capMs = 20_000) {
      const cap = Date.now() + capMs;
      while ((inFlight.size > 0 || Date.now() - lastChange < ms) && Date.now() < cap) {
        await page.waitForTimeout(100);
      }
    },
  };
}

/** The bytes of JavaScript a first load costs as gzip, as the server sends it to a gzip-only client. */
async function gzipBytes(urls: readonly string[]): Promise<number> {
  let total = 0;
  for (const url of new Set(urls)) {
    const response = await fetch(url, { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } });
    total += Number(response.headers.get('content-length') ?? 0);
  }
  return total;
}

/**
 * Largest contentful paint, cumulative layout shift and total blocking time of the home,
 * collection, product, blog, FAQ, contact and lookbook pages (median of `runs` first visits each) with 4x CPU throttling and
 * DevTools' slow-4G profile; the home page's JavaScript in gzip bytes; console errors.
 */
export async function webVitalsBenchmark(
  baseUrl: string,
  { runs }: { runs: number },
): Promise<Check[]> {
  const browser = await launchChromium();
  const checks: Check[] = [];
  try {
    const pages = [
      ['home', '/'],
      ['collection', '/collection/sweets'],
      ['product', '/product/1'],
      // The content pages of issue 15, held to the same budgets.
      ['blog', '/blog'],
      ['faq', '/page/faq'],
      ['contact', '/page/contact'],
      ['lookbook', '/page/lookbook'],
    ] as const;
    process.stdout.write(
      `page         LCP ms   CLS     TBT ms   (median of ${runs}, 4x CPU, slow 4G)\n`,
    );
    for (const [name, path] of pages) {
      const loads: PageLoad[] = [];
      for (let run = 0; run < runs; run++) loads.push(await loadPage(browser, `${baseUrl}${path}`));
      const lcp = median(loads.map(({ vitals }) => vitals.lcp));
      const cls = median(loads.map(({ vitals }) => vitals.cls));
      const tbt = median(loads.map(({ vitals }) => totalBlockingTime(vitals)));
      const errors = loads.flatMap(({ consoleErrors }) => consoleErrors);
      process.stdout.write(
        `${name.padEnd(10)} ${lcp.toFixed(0).padStart(8)} ${cls.toFixed(3).padStart(6)} ${tbt.toFixed(0).padStart(9)}\n`,
      );
      checks.push(
        {
          name: `${name} page: largest contentful paint (ms)`,
          measured: Math.round(lcp),
          target: '<= 2500',
          met: lcp <= 2500,
        },
        {
          name: `${name} page: cumulative layout shift`,
          measured: cls.toFixed(3),
          target: '<= 0.1',
          met: cls <= 0.1,
        },
        {
          name: `${name} page: total blocking time (ms)`,
          measured: Math.round(tbt),
          target: '<= 200',
          met: tbt <= 200,
        },
        {
          name: `${name} page: console errors on a guest's first load`,
          measured: errors.length,
          target: '= 0',
          met: errors.length === 0,
        },
      );
      for (const error of new Set(errors)) process.stdout.write(`  console error: ${error}\n`);
      if (name === 'home') {
        const bytes = await gzipBytes(loads[0]?.scripts ?? []);
        checks.push({
          name: 'home page first load: JavaScript, gzip (KiB)',
          measured: (bytes / 1024).toFixed(1),
          target: '<= 150',
          met: bytes <= 150 * 1024,
        });
      }
    }
    process.stdout.write('\n');
  } finally {
    await browser.close();
  }
  return checks;
}
