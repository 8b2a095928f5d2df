import { handleCommand, productDecider, productStream } from '@shop/core';
import { testMetadata } from '@shop/core/testing';
import { waitForProjection } from '@shop/projections';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../server-test-kit.js';
import { testProduct } from './catalog-test-kit.js';

interface ProductPage {
  items: { id: number; title: string }[];
  total: number;
}

describe('catalogue answers between catalogue changes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await server.listProducts(
      Array.from({ length: 12 }, (_, index) =>
        testProduct(index + 1, { stock: index % 3 === 0 ? 0 : 5 }),
      ),
    );
  });
  afterAll(() => server.close());

  const get = (path: string, headers: Record<string, string> = {}) =>
    server.request<ProductPage>('GET', path, { headers });

  async function delist(productId: number) {
    const { position } = await handleCommand(
      server.store,
      productStream(productId),
      productDecider,
      { type: 'DelistProduct', reason: 'test' },
      testMetadata(),
    );
    if (position) await waitForProjection(server.db, 'products', position);
  }

  it('answers a repeat with 304 Not Modified until the catalogue changes, and keeps totals exact', async () => {
    const first = await get('/api/products?cid=sweets');
    expect(first.body.total).toBe(12);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers.get('cache-control')).toBe('no-cache');

    const repeat = await get('/api/products?cid=sweets', { 'if-none-match': etag });
    expect(repeat.status).toBe(304);

    await server.listProducts([testProduct(13)]);
    const afterListing = await get('/api/products?cid=sweets', { 'if-none-match': etag });
    expect(afterListing.status).toBe(200);
    expect(afterListing.body.total).toBe(13);
    expect(afterListing.headers.get('etag')).not.toBe(etag);

    await delist(13);
    expect((await get('/api/products?cid=sweets')).body.total).toBe(12);
    expect((await get('/api/search?keyword=product%201')).body.total).toBe(4);
  });

  it('answers a repeat before the rest of the middleware with the same body and headers', async () => {
    const first = await get('/api/products?cid=sweets&sort=low');
    const repeat = await get('/api/products?cid=sweets&sort=low');
    expect(repeat.status).toBe(200);
    expect(repeat.body).toEqual(first.body);
    for (const header of [
      'etag',
      'cache-control',
      'content-type',
      'content-security-policy',
      'x-content-type-options',
      'strict-transport-security',
    ]) {
      expect(repeat.headers.get(header), header).toBe(first.headers.get(header));
    }
    expect(repeat.headers.get('content-security-policy')).toContain("default-src 'self'");
    // Another spelling of the same list is another answer, computed on its own.
    const other = await get('/api/products?sort=low&cid=sweets');
    expect(other.body).toEqual(first.body);
  });

  it('sends a kept answer compressed as the browser takes it, and as it is to a client that takes none', async () => {
    const path = '/api/products?cid=sweets&sort=high';
    const plain = await get(path, { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toContain('Accept-Encoding');
    // A browser's header (gzip listed first): brotli, once the copy is made off the event loop.
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    await vi.waitFor(async () => {
      expect((await get(path, browser)).headers.get('content-encoding')).toBe('br');
    });
    const compressed = await get(path, browser);
    expect(compressed.body).toEqual(plain.body);
    expect(Number(compressed.headers.get('content-length'))).toBeLessThan(
      Number(plain.headers.get('content-length')) / 3,
    );
    expect(compressed.headers.get('etag')).toBe(plain.headers.get('etag'));
    await vi.waitFor(async () => {
      expect((await get(path, { 'accept-encoding': 'gzip' })).headers.get('content-encoding')).toBe(
        'gzip',
      );
    });
    expect((await get(path, { 'accept-encoding': 'identity' })).body).toEqual(plain.body);
  });

  it('tags every catalogue read, and a 304 only for the version the browser holds', async () => {
    for (const path of [
      '/api/products/2',
      '/api/search?keyword=product',
      '/api/categories',
      '/api/filters?cid=sweets',
    ]) {
      const first = await get(path);
      expect(first.status, path).toBe(200);
      const etag = first.headers.get('etag') ?? '';
      expect((await get(path, { 'if-none-match': etag })).status, path).toBe(304);
      expect((await get(path, { 'if-none-match': 'W/"older"' })).status, path).toBe(200);
    }
  });

  it('shows related products in stock first, each part by id, beyond the first page of the category', async () => {
    const { body } = await server.request<{ related: { id: number; stock: number }[] }>(
      'GET',
      '/api/products/2',
    );
    expect(body.related.map(({ id }) => id)).toEqual([3, 5, 6, 8, 9, 11, 12, 1]);
  });
});
