import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';

/**
 * Serves the built storefront at `/` and the back office at `/admin/`. Paths that are not
 * files get the app's index.html, so that client-side routes survive a reload. Hashed assets
 * are cached for a year; index.html never, so a deploy shows at once.
 */
export function serveApps(appsDir: string): Middleware {
  const apps = [
    { prefix: '/admin/', root: join(appsDir, 'backoffice', 'dist') },
    { prefix: '/', root: join(appsDir, 'storefront', 'dist') },
  ];
  return async function serveAppsMiddleware(ctx, next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path.startsWith('/api/') || ctx.path === '/api') return next();
    if (ctx.path === '/admin') return ctx.redirect('/admin/');
    const app = apps.find(({ prefix }) => ctx.path.startsWith(prefix));
    if (!app || !existsSync(join(app.root, 'index.html'))) return next();
    const relative = ctx.path.slice(app.prefix.length);
    const options = {
      root: app.root,
      immutable: relative.startsWith('assets/'),
      maxage: relative.startsWith('assets/') ? 31_536_000_000 : 0,
      setHeaders: (res: { setHeader(name: string, value: string): void }, path: string) => {
        if (path.endsWith('index.html')) res.setHeader('Cache-Control', 'no-cache');
      },
    };
    if (relative && !relative.endsWith('/') && existsSync(join(app.root, relative))) {
      await send(ctx, relative, options);
      return;
    }
    // An asset that is missing is a 404, not the app.
    if (relative.startsWith('assets/')) return next();
    await send(ctx, 'index.html', options);
  };
}
