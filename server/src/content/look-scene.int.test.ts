import { createLogger, shopCommands } from '@shop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContentPages } from '../bootstrap/content-seed.js';
import { testProduct } from '../catalog/catalog-test-kit.js';
import { type ApiError, startTestServer, type TestServer } from '../server-test-kit.js';

interface Looks {
  looks: {
    id: string;
    image: string;
    hotspots: { x: number; y: number; product: { id: number; title: string } }[];
  }[];
}

/** A look's picture is a scene of its products together, each where its point is. */
describe("a look's scene", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await seedContentPages({
      commands: shopCommands(server.store),
      db: server.db,
      logger: createLogger('test', 'silent'),
    });
    await server.listProducts([
      testProduct(3, { title: { 'en-US': 'Lightly Salted Chips' }, category: 'snacks' }),
      testProduct(4, { title: { 'en-US': 'Soda Ramune' }, category: 'beverages' }),
      testProduct(11, { title: { 'en-US': 'Consommé Chips' }, category: 'snacks' }),
    ]);
  }, 120_000);
  afterAll(() => server?.close());

  it('draws each of the look’s products centred on its point, and the page points at it', async () => {
    const { body } = await server.request<Looks>('GET', '/api/pages/looks?lang=en-US');
    const movieNight = body.looks.find((look) => look.id === 'look-movie-night');
    expect(movieNight?.image).toBe('/images/looks/look-movie-night.svg');
    expect(movieNight?.hotspots.map((hotspot) => hotspot.product.title)).toEqual([
      'Lightly Salted Chips',
      'Soda Ramune',
      'Consommé Chips',
    ]);

    const response = await fetch(`${server.base}${movieNight?.image}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svg = await response.text();
    expect(svg).toContain('<title>Movie night</title>');
    // Three products, each 250 px wide, centred on its point of the 600 px scene.
    const pieces = [...svg.matchAll(/<svg x="(-?\d+)" y="(-?\d+)" width="(\d+)"/g)].map(
      ([, x, y, side]) => ({
        x: ((Number(x) + Number(side) / 2) / 600) * 100,
        y: ((Number(y) + Number(side) / 2) / 600) * 100,
      }),
    );
    // Drawn back to front: the Ramune (higher up, farther back) first.
    expect(pieces).toEqual([
      { x: 50, y: 52 },
      { x: 22, y: 66 },
      { x: 78, y: 66 },
    ]);
    for (const title of ['LIGHTLY SALTED CHIPS', 'SODA RAMUNE', 'CONSOMMÉ CHIPS']) {
      expect(svg.toUpperCase()).toContain(title.split(' ')[0]);
    }
  });

  it('answers an unknown look with a JSON 404', async () => {
    const missing = await server.request<ApiError>('GET', '/images/looks/look-nowhere.svg');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBeTypeOf('string');
    const malformed = await server.request<ApiError>('GET', '/images/looks/..%2Fetc.svg');
    expect(malformed.status).toBeGreaterThanOrEqual(400);
    expect(malformed.status).toBeLessThan(500);
  });
});
