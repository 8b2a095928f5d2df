import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';

/**
 * Serves the built storefront at `/` and the back office at `/admin/`. Paths that are not
 * files get the app's index.html, so that client-side routes survive a reload. Hashed assets
 * are cached for a year; index.html never, so a deploy shows at once. The build writes a
 * brotli and a gzip copy beside each text file (`scripts/precompress.mjs`); the copy the
 * browser accepts is sent, brotli first.
 */
export function serveApps(
  appsDir: string,
  {
    pageStatus,
    firstView,
  }: {
    /** The status of a storefront page (`page-status.ts`): 404 for unknown routes and products. */
    pageStatus?: (path: string) => Promise<number>;
    /**
     * The storefront's index.html with the page rendered in it (`first-view.ts`), or undefined
     * to send the plain one.
     */
    firstView?: (ctx: Context, indexHtml: string) => Promise<string | undefined>;
  } = {},
): Middleware {
  const apps = [
    { prefix: '/admin/', root: resolve(appsDir, 'backoffice', 'dist') },
    { prefix: '/', root: resolve(appsDir, 'storefront', 'dist') },
  ];
  return async function serveAppsMiddleware(ctx, next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (isApiPath(ctx.path) || isHiddenPath(ctx.path)) return next();
    if (ctx.path === '/admin') return ctx.redirect('/admin/');
    const app = apps.find(({ prefix }) => ctx.path.startsWith(prefix));
    if (!app || !existsSync(join(app.root, 'index.html'))) return next();
    const relative = ctx.path.slice(app.prefix.length);
    const options = {
      root: app.root,
      immutable: relative.startsWith('assets/'),
      maxage: relative.startsWith('assets/') ? 31_536_000_000 : 0,
      brotli: true,
      gzip: true,
      setHeaders: (res: { setHeader(name: string, value: string): void }, path: string) => {
        // Caches keep one copy per encoding.
        res.setHeader('Vary', 'Accept-Encoding');
        if (/index\.html(\.br|\.gz)?$/.test(path)) res.setHeader('Cache-Control', 'no-cache');
      },
    };
    const file = fileInside(app.root, relative);
    if (file) {
      await send(ctx, file, options);
      return;
    }
    // An asset that is missing is a 404, not the app.
    if (relative.startsWith('assets/')) return next();
    const status = app.prefix === '/' && pageStatus ? await pageStatus(ctx.path) : 200;
    const rendered =
      app.prefix === '/' && firstView && ctx.method === 'GET'
        ? await firstView(ctx, await readFile(join(app.root, 'index.html'), 'utf8'))
        : undefined;
    if (rendered !== undefined) {
      sendRendered(ctx, rendered);
      ctx.status = status;
      return;
    }
    await send(ctx, 'index.html', options);
    // The storefront's page shows its not-found page; the status says so to browsers and robots.
    if (status !== 200) ctx.status = status;
  };
}

/**
 * A page rendered for this shopper (their language, from their cookie or Accept-Language): kept
 * by no shared cache, compressed as the browser accepts.
 */
function sendRendered(ctx: Context, html: string): void {
  ctx.set('Cache-Control', 'private, no-cache');
  ctx.set('Vary', 'Cookie, Accept-Language, Accept-Encoding');
  ctx.type = 'text/html; charset=utf-8';
  const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity');
  if (encoding === 'br') {
    ctx.set('Content-Encoding', 'br');
    // Quality 5: a few milliseconds for a page, within a few per cent of the best.
    ctx.body = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  } else if (encoding === 'gzip') {
    ctx.set('Content-Encoding', 'gzip');
    ctx.body = gzipSync(html);
  } else {
    ctx.body = html;
  }
}

/** `/.env`, `/.git/config`: nothing the apps serve starts with a dot, so these are not found. */
function isHiddenPath(path: string): boolean {
  return (safeDecode(path) ?? path)
    .split('/')
    .some((segment) => segment.startsWith('.') && segment !== '.' && segment !== '..');
}

/**
 * Any spelling of `/api` (letter case, encoding, doubled slashes) is the API's, and `/metrics` the
 * metrics route's: never an app page.
 */
function isApiPath(path: string): boolean {
  // A path that does not decode (`/api/x/%E0%80`) is judged by its raw spelling.
  const decoded = (safeDecode(path) ?? path).toLowerCase().replace(/\/+/g, '/');
  return decoded === '/api' || decoded.startsWith('/api/') || decoded === '/metrics';
}

/**
 * The file `relative` names under `root`, or null. A path that leaves the folder is answered
 * like a missing file, so the answer tells nothing of what exists outside it.
 */
function fileInside(root: string, relative: string): string | null {
  const decoded = safeDecode(relative);
  if (!decoded || decoded.endsWith('/') || decoded.includes('\0')) return null;
  const absolute = resolve(root, decoded);
  if (!absolute.startsWith(root + sep) || !statSync(absolute, { throwIfNoEntry: false })?.isFile())
    return null;
  return absolute.slice(root.length + 1);
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}
