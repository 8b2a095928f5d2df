import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3456);
export const staffEmail = 'staff@shop.localhost';
export const staffPassword = 'e2e staff password';
// A fresh embedded database for every run; `npm start` creates it the way a new user's would be.
// Kept in the environment so that Playwright's worker processes, which load this file again,
// use the same directory rather than making their own.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'shop-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: './src',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A busy CI machine (two cores, builds beside it) is slow, not wrong: generous waits, no retries.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  globalTeardown: './src/global-teardown.ts',
  use: {
    baseURL: `http://localhost:${port}`,
    // The journeys' shoppers have been offered the newsletter already: its pop-up would cover
    // what they click.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://localhost:${port}`,
          localStorage: [{ name: 'newsletter-prompt', value: 'seen' }],
        },
      ],
    },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'npm start',
    cwd: '..',
    url: `http://localhost:${port}/Iamalive`,
    timeout: 180_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      E2E_DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(port + 1),
      STAFF_EMAIL: staffEmail,
      STAFF_PASSWORD: staffPassword,
      LOG_LEVEL: 'warn',
      // Every linked seller's listings and orders are synced this often (the shortest allowed):
      // a buyer's Taobao trade becomes an order within seconds.
      TAOBAO_SYNC_SECONDS: '5',
      // Site 2, the regional reseller's shop, answers on this host (Chromium resolves *.localhost).
      RESELLER_SITE_HOSTS: 'reseller.localhost',
      RESELLER_SITE_NAME: 'Seoul Snack Depot',
    },
  },
});
