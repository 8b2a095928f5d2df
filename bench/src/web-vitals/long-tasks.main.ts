import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { buildAppsWhenStale } from '../../../scripts/build-apps.mjs';
import { startShop } from '../http/running-shop.js';
import { type CpuProfile, type LongTask, longTasks, type TraceEvent } from './long-task-report.js';
import { launchChromium, throttledPage } from './throttled-page.js';

/**
 * Where a storefront page's total blocking time goes: `npm run long-tasks -w bench -- /product/1`
 * (home, collection and product pages when none is named). Starts the shop as the bench does
 * (10,000 products), loads each page once as the bench's first loads do (4x CPU, Slow 4G, empty
 * cache), traced and profiled through the DevTools protocol, and prints each task of 50 ms or more
 * from the first contentful paint on: the browser's work in it and the JavaScript that ran.
 * A tool for finding what to change, not a measure: one load of a page varies by 100 ms and more.
 * With `LONG_TASKS_DIR=/tmp/tasks`, each load's trace and CPU profile are also written there
 * (`.trace.json`, `.cpuprofile`), to open in Chromium's DevTools (Performance panel).
 */
async function main() {
  const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  buildAppsWhenStale();
  const shop = await startShop();
  const browser = await launchChromium();
  try {
    await shop.growCatalogue(10_000);
    for (const path of paths.length > 0 ? paths : ['/', '/collection/sweets', '/product/1']) {
      printTasks(path, await tracedLoad(browser, `${shop.baseUrl}${path}`, path));
    }
  } finally {
    await browser.close();
    await shop.stop();
  }
}

async function tracedLoad(browser: Browser, url: string, path: string): Promise<LongTask[]> {
  const { context, page } = await throttledPage(browser);
  try {
    const devtools = await context.newCDPSession(page);
    const trace: TraceEvent[] = [];
    devtools.on('Tracing.dataCollected', ({ value }) =>
      trace.push(...(value as unknown as TraceEvent[])),
    );
    await devtools.send('Profiler.enable');
    await devtools.send('Profiler.setSamplingInterval', { interval: 200 });
    await devtools.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,loading,v8.execute',
      transferMode: 'ReportEvents',
    });
    await devtools.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    // The hydration, the idle prefetch of linked pages and the paints of late images.
    await page.waitForTimeout(5000);
    const { profile } = await devtools.send('Profiler.stop');
    const complete = new Promise((resolve) => devtools.once('Tracing.tracingComplete', resolve));
    await devtools.send('Tracing.end');
    await complete;
    saveForDevtools(path, trace, profile);
    return longTasks(trace, profile as CpuProfile);
  } finally {
    await context.close();
  }
}

function saveForDevtools(path: string, trace: readonly TraceEvent[], profile: unknown) {
  const dir = process.env.LONG_TASKS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const name = path.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'home';
  writeFileSync(join(dir, `${name}.trace.json`), JSON.stringify({ traceEvents: trace }));
  writeFileSync(join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
  process.stdout.write(`${path}: trace and profile in ${dir}/${name}.*\n`);
}

function printTasks(path: string, tasks: readonly LongTask[]) {
  const ms = (value: number) => value.toFixed(0);
  const list = (entries: readonly (readonly [string, number])[]) =>
    entries.map(([name, value]) => `${name} ${ms(value)}`).join(', ');
  const blocking = tasks.reduce((total, task) => total + task.blocking, 0);
  process.stdout.write(`\n${path}: ${tasks.length} long tasks, ${ms(blocking)} ms blocking\n`);
  for (const task of tasks) {
    process.stdout.write(
      `  +${ms(task.start)} ms: ${ms(task.duration)} ms (blocking ${ms(task.blocking)}): ${list(task.work)}\n`,
    );
    for (const [frames, value] of task.scripts) {
      process.stdout.write(`      ${ms(value).padStart(4)}  ${frames}\n`);
    }
    process.stdout.write(`      self: ${list(task.self)}\n`);
  }
}

await main();
