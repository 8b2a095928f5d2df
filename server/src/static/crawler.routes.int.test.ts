import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testProduct } from '../catalog/catalog-test-kit.js';
import { startTestServer, type TestServer } from '../server-test-kit.js';

describe('pages for browsers and robots', () => {
  let server: TestServer;
  let appsDir: string;
  beforeAll(async () => {
    appsDir = mkdtempSync(join(tmpdir(), 'crawler-apps-'));
    mkdirSync(join(appsDir, 'storefront', 'dist'), { recursive: true });
    writeFileSync(join(appsDir, 'storefront', 'dist', 'index.html'), '<title>storefront</title>');
    server = await startTestServer({ APPS_DIR: appsDir });
    await server.listProducts([
      testProduct(7, { category: 'teas' }),
      testProduct(8, { category: 'sweets' }),
    ]);
  });
  afterAll(async () => {
    await server.close();
    rmSync(appsDir, { recursive: true, force: true });
  });

  const get = (path: string, host?: string) =>
    fetch(`${server.base}${path}`, host ? { headers: { 'x-forwarded-host': host } } : {});

  it('answers unknown storefront routes and missing products with 404 and the storefront page', async () => {
    for (const path of ['/no/such/page', '/product/999', '/product/abc', '/product/3000000000']) {
      const response = await get(path);
      expect([path, response.status]).toEqual([path, 404]);
      expect(await response.text()).toContain('<title>storefront</title>');
    }
    for (const path of [
      '/',
      '/product/7',
      '/collection/teas',
      '/page/account/login',
      '/terms/AboutDelivery.ja',
    ]) {
      expect([path, (await get(path)).status]).toEqual([path, 200]);
    }
  });

  it('serves robots.txt, not the storefront page', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Disallow: /page/account/');
    expect(text).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m);
  });

  it('lists the home page, categories, products and policy pages in the sitemap', async () => {
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    const base = server.base;
    for (const path of [
      '/',
      '/collection/all',
      '/collection/sweets',
      '/collection/teas',
      '/product/7',
      '/product/8',
      '/terms/AboutDelivery.en-US',
      '/terms/TermsOfUse.en-US',
    ]) {
      expect(xml).toContain(`<loc>${base}${path}</loc>`);
    }
  });
});

describe('the sitemap of a language host', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: 'true' });
  });
  afterAll(() => server.close());

  it('links the pages in the host language where they were written', async () => {
    const response = await fetch(`${server.base}/sitemap.xml`, {
      headers: { 'x-forwarded-host': `ja.localhost:${server.port}` },
    });
    const xml = await response.text();
    expect(xml).toContain(`<loc>http://ja.localhost:${server.port}/terms/AboutDelivery.ja</loc>`);
    expect(xml).toContain(`<loc>http://ja.localhost:${server.port}/terms/TermsOfUse.en-US</loc>`);
  });
});
