import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildAppsWhenStale } from '../../../scripts/build-apps.mjs';
import { type RunningShop, startShop } from '../http/running-shop.js';
import { launchChromium, median } from './throttled-page.js';
import { totalBlockingTime } from './vitals-observer.js';
import { loadPage } from './web-vitals.bench.js';

/**
 * Whether a storefront change made first loads faster: `npm run compare-loads -w bench -- HEAD`
 * builds the named revision's apps in a worktree of its own, starts one shop on them and one on
 * this checkout's, and loads the home, collection and product pages from each in turn, throttled
 * as the bench's first loads are (`COMPARE_RUNS` times each, 6 when not set). Loads of the same
 * code on this machine spread by 100 ms and more and drift with the machine's load, so the two
 * are loaded alternately and compared by their medians rather than run after each other.
 */
const root = resolve(import.meta.dirname, '../../..');
const workspaces = [
  'core',
  'server',
  'projections',
  'workers',
  'storefront',
  'backoffice',
  'bench',
];
const paths = process.env.COMPARE_PATHS?.split(',') ?? ['/', '/collection/sweets', '/product/1'];

async function main() {
  const revision = process.argv[2];
  if (!revision) throw new Error('usage: npm run compare-loads -w bench -- <git revision>');
  const runs = Number(process.env.COMPARE_RUNS ?? 6);
  buildAppsWhenStale();
  const other = checkOut(revision);
  const shops: Record<string, RunningShop> = {};
  const browser = await launchChromium();
  try {
    shops[revision] = await startShop({ appsDir: other });
    shops['this checkout'] = await startShop();
    for (const shop of Object.values(shops)) await shop.growCatalogue(10_000);
    const sides = Object.keys(shops);
    const figures = new Map<string, Figures>();
    for (let run = 0; run < runs; run++) {
      for (const path of paths) {
        // Each side goes first in every other run, so neither always meets a warmer machine.
        for (const side of run % 2 === 0 ? sides : [...sides].reverse()) {
          const shop = shops[side];
          if (!shop) continue;
          const { vitals } = await loadPage(browser, `${shop.baseUrl}${path}`);
          const key = `${path} ${side}`;
          const entry = figures.get(key) ?? { tbt: [], fcp: [], lcp: [] };
          entry.tbt.push(totalBlockingTime(vitals));
          entry.fcp.push(vitals.fcp);
          entry.lcp.push(vitals.lcp);
          figures.set(key, entry);
        }
      }
    }
    printFigures(figures, runs);
  } finally {
    await browser.close();
    for (const shop of Object.values(shops)) await shop.stop();
    execFileSync('git', ['worktree', 'remove', '--force', other], { cwd: root });
  }
}

/** A worktree of `revision` with this checkout's installed packages and its apps built. */
function checkOut(revision: string): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'compare-loads-')), 'checkout');
  execFileSync('git', ['worktree', 'add', '--detach', dir, revision], { cwd: root });
  for (const workspace of ['.', ...workspaces]) {
    const modules = join(root, workspace, 'node_modules');
    if (existsSync(modules)) symlinkSync(modules, join(dir, workspace, 'node_modules'));
  }
  execFileSync('npm', ['run', 'build:apps'], { cwd: dir, stdio: 'inherit' });
  return dir;
}

interface Figures {
  readonly tbt: number[];
  readonly fcp: number[];
  readonly lcp: number[];
}

function printFigures(figures: Map<string, Figures>, runs: number) {
  const each = (values: readonly number[]) => values.map((value) => value.toFixed(0)).join(' ');
  const figure = (name: string, values: readonly number[]) =>
    `${name} ${median(values).toFixed(0).padStart(5)} ms (${each(values)})`;
  process.stdout.write(`\nmedian of ${runs} first loads each (4x CPU, slow 4G), loaded in turn\n`);
  for (const [key, { tbt, fcp, lcp }] of figures) {
    process.stdout.write(
      `${key}\n  ${figure('TBT', tbt)}\n  ${figure('FCP', fcp)}\n  ${figure('LCP', lcp)}\n`,
    );
  }
}

await main();
