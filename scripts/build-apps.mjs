// Builds the storefront and the back office when their build is missing or older than their
// sources: `npm start` before it runs the shop, the bench before it loads their pages.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs npm in the repository's root; exits with npm's status when it fails. */
export function runNpm(args) {
  const result = spawnSync(npm, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

export function buildAppsWhenStale() {
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
      runNpm(['run', 'build', '-w', app]);
    }
  }
}
