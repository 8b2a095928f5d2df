import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
function get(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path }, (res) => {
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
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

  it('leaves every spelling of /api to the API', async () => {
    for (const path of ['/api/admin/events', '/API/admin/events', '/Api', '//api/x', '/%61pi/x']) {
      expect(await get(path), path).toEqual({ status: 404, body: 'next' });
    }
  });
});
