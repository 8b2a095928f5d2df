#!/usr/bin/env node
// `npm start`: installs dependencies when they are missing, builds the storefront and back
// office when their build is missing or older than their sources, then runs the whole shop.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { shopNodeOptions } from './shop-node-options.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(args) {
  const result = spawnSync(npm, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

if (!existsSync(join(root, 'node_modules', '.package-lock.json'))) {
  console.log('Installing dependencies (first run)...');
  run([existsSync(join(root, 'package-lock.json')) ? 'ci' : 'install']);
}

for (const app of ['storefront', 'backoffice']) {
  const built = join(root, app, 'dist', 'index.html');
  const sources = [
    ...['src', 'index.html', 'vite.config.ts', 'package.json'].map((part) =>
      newestChange(join(root, app, part)),
    ),
    // Both apps bundle @shop/core/shared and the few plain modules of core it re-exports.
    ...['shared', 'money', 'orders', 'wallet'].map((part) =>
      newestChange(join(root, 'core', 'src', part)),
    ),
  ];
  // The storefront's build includes its server entry (`dist-server/`), which renders first views.
  const serverEntry =
    app === 'storefront' ? join(root, app, 'dist-server', 'entry-server.js') : built;
  if (
    !existsSync(built) ||
    !existsSync(serverEntry) ||
    Math.max(...sources) > statSync(built).mtimeMs
  ) {
    console.log(`Building the ${app}...`);
    run(['run', 'build', '-w', app]);
  }
}

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
