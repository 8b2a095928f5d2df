import type { Browser } from 'playwright-core';
import type { Check } from '../measure.js';
import { launchChromium, median, throttledPage } from '../web-vitals/throttled-page.js';
import { startMinimalAdmin } from './minimal-admin.js';

interface FirstLoad {
  /** From navigation to react-admin's login form on screen, in ms. */
  readonly loginShown: number;
  /** JavaScript as sent (brotli), in bytes. */
  readonly scriptBytes: number;
}

/** A signed-out visitor's first load of `/admin/`, up to the login form, throttled. */
async function firstLoad(browser: Browser, url: string): Promise<FirstLoad> {
  const { context, page } = await throttledPage(browser);
  try {
    const scripts: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') {
        scripts.push(request.sizes().then(({ responseBodySize }) => responseBodySize));
      }
    });
    await page.goto(url, { timeout: 120_000 });
    await page.locator('form button[type="submit"]').waitFor({ timeout: 120_000 });
    const loginShown = (await page.evaluate('performance.now()')) as number;
    const sizes = await Promise.all(scripts);
    return { loginShown, scriptBytes: sizes.reduce((sum, size) => sum + size, 0) };
  } finally {
    await context.close();
  }
}

/**
 * The back office's first load against a minimal react-admin app built and served the same way
 * (`minimal-admin.ts`), in turn, `runs` times each, with the storefront's throttling: time to
 * the login form and JavaScript bytes, medians. Target: at most 1.2x the minimal app's.
 */
export async function backOfficeFirstLoadBenchmark(
  shopUrl: string,
  { runs }: { runs: number },
): Promise<Check[]> {
  const minimal = await startMinimalAdmin();
  const browser = await launchChromium();
  try {
    const shop: FirstLoad[] = [];
    const baseline: FirstLoad[] = [];
    for (let run = 0; run < runs; run++) {
      baseline.push(await firstLoad(browser, `${minimal.baseUrl}/admin/`));
      shop.push(await firstLoad(browser, `${shopUrl}/admin/`));
    }
    const figures = (loads: readonly FirstLoad[]) => ({
      time: median(loads.map(({ loginShown }) => loginShown)),
      kib: median(loads.map(({ scriptBytes }) => scriptBytes)) / 1024,
    });
    const ours = figures(shop);
    const theirs = figures(baseline);
    process.stdout.write(
      `back office first load (median of ${runs}, 4x CPU, slow 4G): login form at ${ours.time.toFixed(0)} ms, ` +
        `${ours.kib.toFixed(1)} KiB of JavaScript; minimal react-admin app: ${theirs.time.toFixed(0)} ms, ` +
        `${theirs.kib.toFixed(1)} KiB\n\n`,
    );
    const time = ours.time / theirs.time;
    const bytes = ours.kib / theirs.kib;
    return [
      {
        name: 'back office first load: time to login form over a minimal react-admin app',
        measured: `${time.toFixed(2)} x`,
        target: '<= 1.2 x',
        met: time <= 1.2,
      },
      {
        name: 'back office first load: JavaScript bytes over a minimal react-admin app',
        measured: `${bytes.toFixed(2)} x`,
        target: '<= 1.2 x',
        met: bytes <= 1.2,
      },
    ];
  } finally {
    await browser.close();
    await minimal.stop();
  }
}
