#!/usr/bin/env node
// `npm start`: installs dependencies when they are missing, builds the storefront and back
// office when their build is missing or older than their sources, then runs the whole shop.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAppsWhenStale, runNpm } from './build-apps.mjs';
import { shopNodeOptions } from './shop-node-options.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

if (!existsSync(join(root, 'node_modules', '.package-lock.json'))) {
  console.log('Installing dependencies (first run)...');
  runNpm([existsSync(join(root, 'package-lock.json')) ? 'ci' : 'install']);
}

buildAppsWhenStale();

const shop = spawn(
  process.execPath,
  [
    ...shopNodeOptions,
    '--conditions=source',
    '--import',
    'tsx',
    join('server', 'src', 'embedded.main.ts'),
  ],
  { cwd: root, stdio: 'inherit' },
);
// Ctrl-C reaches the shop directly (same process group); a signal sent to this process alone
// is passed on. Either way this process waits for the shop to finish stopping.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => shop.kill('SIGTERM'));
shop.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
