import { execFileSync } from 'node:child_process';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Koa from 'koa';
import send from 'koa-send';
import { build } from 'vite';
import { repositoryRoot } from '../http/child-process.js';

const appRoot = fileURLToPath(new URL('../../minimal-admin/', import.meta.url));

export interface MinimalAdmin {
  /** Where its `/admin/` is served. */
  readonly baseUrl: string;
  stop(): Promise<void>;
}

/**
 * A minimal react-admin app (`bench/minimal-admin/`: one resource, ra-data-simple-rest, nobody
 * signed in), built as the back office is built (Vite with its settings, then brotli and gzip
 * copies by `scripts/precompress.mjs`) and served as the shop serves the back office: under
 * `/admin/`, the encoded copy the browser accepts, hashed assets immutable.
 */
export async function startMinimalAdmin(): Promise<MinimalAdmin> {
  const outDir = join(tmpdir(), `shop-bench-minimal-admin-${process.pid}`);
  await build({
    root: appRoot,
    configFile: join(appRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir },
  });
  execFileSync(process.execPath, ['scripts/precompress.mjs', outDir], { cwd: repositoryRoot });
  const app = new Koa();
  app.use(async (ctx) => {
    const relative = ctx.path.startsWith('/admin/') ? ctx.path.slice('/admin/'.length) : '';
    const asset = relative.startsWith('assets/');
    await send(ctx, asset ? relative : 'index.html', {
      root: outDir,
      immutable: asset,
      maxage: asset ? 31_536_000_000 : 0,
      brotli: true,
      gzip: true,
      setHeaders: (res) => res.setHeader('Vary', 'Accept-Encoding'),
    });
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
