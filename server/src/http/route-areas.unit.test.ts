import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRouter } from './access.js';
import type { AppState } from './app-state.js';
import { routesByArea } from './route-areas.js';

let server: Server;
let base: string;
/** The router's route that answered each request, in order. */
const ran: string[] = [];

beforeAll(async () => {
  const api = createRouter({ prefix: '/api' });
  const cart = createRouter();
  cart.get('/cart', (ctx) => answer(ctx, 'cart'));
  cart.post('/cart/items/:id', (ctx) => answer(ctx, `cart item ${ctx.params.id}`));
  cart.get('/cart-renewed', (ctx) => answer(ctx, 'cart renewed'));
  const admin = createRouter();
  admin.get('/admin/orders/:number', (ctx) => answer(ctx, `order ${ctx.params.number}`));
  // No literal first segment: matched in every area, after the routes before it.
  const any = createRouter();
  any.get('/:anything/about', (ctx) => answer(ctx, `about ${ctx.params.anything}`));
  for (const routes of [cart, admin, any]) api.use(routes.routes());
  const app = new Koa<AppState>();
  app.use(routesByArea(api, '/api'));
  app.use(api.allowedMethods());
  app.use((ctx) => {
    ctx.status = 404;
    ctx.body = 'fell through';
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function answer(ctx: Koa.Context, route: string) {
  ran.push(route);
  ctx.body = route;
}

async function call(path: string, method = 'GET') {
  ran.length = 0;
  const response = await fetch(`${base}${path}`, { method });
  return { status: response.status, body: await response.text(), ran: [...ran] };
}

describe('routesByArea', () => {
  it('answers each route of its area, with its parameters', async () => {
    expect(await call('/api/cart')).toMatchObject({ status: 200, body: 'cart' });
    expect(await call('/api/cart/items/7', 'POST')).toMatchObject({ body: 'cart item 7' });
    expect(await call('/api/cart-renewed')).toMatchObject({ body: 'cart renewed' });
    expect(await call('/api/admin/orders/A-1')).toMatchObject({ body: 'order A-1' });
  });

  it('matches a route without a literal first segment in every area', async () => {
    expect(await call('/api/cart/about')).toMatchObject({ status: 200, body: 'about cart' });
    expect(await call('/api/nowhere/about')).toMatchObject({ status: 200, body: 'about nowhere' });
  });

  it('leaves a path of no route to what follows, as the router did', async () => {
    expect(await call('/api/cart/items')).toMatchObject({ status: 404, body: 'fell through' });
    expect(await call('/api/nowhere')).toMatchObject({ status: 404, body: 'fell through' });
    expect(await call('/elsewhere')).toMatchObject({ status: 404, body: 'fell through' });
    expect(await call('/api')).toMatchObject({ status: 404, ran: [] });
  });

  it("lets the router's allowedMethods answer a method the area's route does not take", async () => {
    const wrongMethod = await call('/api/cart', 'DELETE');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.ran).toEqual([]);
  });
});
