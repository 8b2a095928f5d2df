import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveApps } from './serve-apps.middleware.js';

let server: Server;
let port: number;
let appsDir: string;

beforeAll(async () => {
  // The apps folder sits two levels below a folder that holds a file the apps must never serve.
  const top = mkdtempSync(join(tmpdir(), 'serve-apps-'));
  writeFileSync(join(top, 'secret.txt'), 'outside the served folders');
  appsDir = join(top, 'apps');
  for (const app of ['storefront', 'backoffice']) {
    mkdirSync(join(appsDir, app, 'dist', 'assets'), { recursive: true });
    writeFileSync(join(appsDir, app, 'dist', 'index.html'), `<title>${app}</title>`);
    writeFileSync(join(appsDir, app, 'dist', 'assets', 'main-abc.js'), `/* ${app} */`);
  }
  // The build's compressed copies (marked so the test sees which one was sent).
  const storefront = join(appsDir, 'storefront', 'dist');
  writeFileSync(join(storefront, 'assets', 'main-abc.js.br'), gzipSync('/* brotli copy */'));
  writeFileSync(join(storefront, 'assets', 'main-abc.js.gz'), gzipSync('/* gzip copy */'));
  writeFileSync(join(storefront, 'index.html.gz'), gzipSync('<title>storefront</title>'));
  const app = new Koa();
  app.use(serveApps(appsDir));
  app.use((ctx) => {
    ctx.status = 404;
    ctx.body = 'next';
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => {
  server.close();
  rmSync(join(appsDir, '..'), { recursive: true, force: true });
});

/** A GET with the path sent exactly as written. */
async function get(path: string): Promise<{ status: number; body: string }> {
  const { status, body } = await getRaw(path);
  return { status, body: body.toString() };
}

function getRaw(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Buffer; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), headers: res.headers }),
      );
    });
    req.on('error', reject).end();
  });
}

describe('serveApps', () => {
  it('serves files and the app page for client-side routes', async () => {
    expect(await get('/assets/main-abc.js')).toEqual({ status: 200, body: '/* storefront */' });
    expect(await get('/admin/assets/main-abc.js')).toEqual({
      status: 200,
      body: '/* backoffice */',
    });
    expect((await get('/page/account/dashboard')).body).toBe('<title>storefront</title>');
  });

  it('answers a path that leaves the folder exactly like a missing file', async () => {
    const missing = await get('/x/no-such-file.txt');
    for (const outside of [
      '/x/../../../secret.txt',
      '/../../secret.txt',
      '/%2e%2e/%2e%2e/secret.txt',
      '/x/..%2f..%2f..%2fsecret.txt',
      '/x/../../../etc/passwd',
    ]) {
      const answer = await get(outside);
      expect(answer, outside).toEqual(missing);
      expect(answer.body).not.toContain('outside');
    }
    const missingInAdmin = await get('/admin/no-such-file.txt');
    expect(await get('/admin/../../../secret.txt')).toEqual(missingInAdmin);
    expect(await get('/admin/x/../../../../etc/passwd')).toEqual(missingInAdmin);
  });

  it('serves no hidden file, nor the app page in its place', async () => {
    for (const path of ['/.env', '/.git/config', '/admin/.env', '/x/.htaccess', '/%2eenv']) {
      expect(await get(path), path).toEqual({ status: 404, body: 'next' });
    }
  });

  it('leaves every spelling of /api, and /metrics, to the server', async () => {
    for (const path of [
      '/api/admin/events',
      '/API/admin/events',
      '/Api',
      '//api/x',
      '/%61pi/x',
      '/metrics',
      '/api/admin/orders/%E0%80',
      '/api/admin/events/%',
    ]) {
      expect(await get(path), path).toEqual({ status: 404, body: 'next' });
    }
  });

  it('sends the compressed copy the browser accepts, brotli first, and says it varies by encoding', async () => {
    const brotli = await getRaw('/assets/main-abc.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gunzipSync(brotli.body).toString()).toBe('/* brotli copy */');
    const gzip = await getRaw('/assets/main-abc.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe('/* gzip copy */');
    const plain = await getRaw('/assets/main-abc.js', { 'Accept-Encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('/* storefront */');
    for (const answer of [brotli, gzip, plain]) {
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.headers['content-type']).toMatch(/javascript/);
    }
    const page = await getRaw('/collection/all', { 'Accept-Encoding': 'gzip' });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['content-type']).toMatch(/html/);
    expect(gunzipSync(page.body).toString()).toBe('<title>storefront</title>');
  });

  it('lets browsers keep hashed files for a year and always revalidate the app page', async () => {
    const asset = await getRaw('/assets/main-abc.js', { 'Accept-Encoding': 'br' });
    expect(asset.headers['cache-control']).toBe('max-age=31536000,immutable');
    for (const path of ['/', '/product/7']) {
      for (const encoding of ['gzip', 'identity']) {
        const page = await getRaw(path, { 'Accept-Encoding': encoding });
        expect(page.headers['cache-control'], `${path} ${encoding}`).toBe('no-cache');
      }
    }
  });
});
