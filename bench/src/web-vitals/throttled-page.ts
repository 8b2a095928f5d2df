import type { Browser, BrowserContext, Page } from 'playwright-core';

/** DevTools' "Slow 4G" preset (its throughput and latency factors included). */
const slow4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
};

/**
 * A fresh context (empty cache, nobody signed in) with one page on a phone-sized window, with
 * 4x CPU throttling and DevTools' slow-4G profile. Close the context when done.
 */
export async function throttledPage(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.emulateNetworkConditions', slow4G);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

/** Debian's Chromium (or CHROMIUM_PATH) through Playwright. */
export function launchChromium(): Promise<Browser> {
  return import('playwright-core').then(({ chromium }) =>
    chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
    }),
  );
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
