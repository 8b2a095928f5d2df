import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testProduct } from '../catalog/catalog-test-kit.js';
import { type ApiError, startTestServer, type TestServer } from '../server-test-kit.js';

interface Cart {
  items: { id: number; quantity: number; charged: number; title: string; availableQty: number }[];
  priceChanges: { title: string; oldPrice: number; newPrice: number; currencyCode: string }[];
  soldOutItems: { title: string; availableQty: number; cartQty: number }[];
  subTotal: number;
}

describe('cart API', () => {
  let server: TestServer;
  let token: string;
  let staff: string;
  beforeAll(async () => {
    server = await startTestServer();
    await server.listProducts([
      testProduct(1, { title: { 'en-US': 'Pocky' }, priceCents: 399, stock: 5 }),
      testProduct(2, { title: { 'en-US': 'Hojicha' }, priceCents: 899, stock: 2 }),
    ]);
    await server.registerUser('ann@example.com', 'customer');
    await server.registerUser('staff@example.com', 'staff');
    token = (await server.login('ann@example.com')).token;
    staff = (await server.login('staff@example.com')).token;
  });
  afterAll(() => server.close());

  const cart = (method: string, path: string, body?: unknown) =>
    server.request<Cart & ApiError>(method, `/api${path}`, {
      token,
      ...(body !== undefined && { body }),
    });

  it('needs a signed-in user', async () => {
    const { status, body } = await server.request<ApiError>('GET', '/api/cart');
    expect(status).toBe(401);
    expect(body.error.message).toBe('You have to login first.');
  });

  it('adds items at catalogue prices, ignoring any price sent, and adding again increases the quantity', async () => {
    await cart('POST', '/cart', { id: 1, charged: 0.01, price: 0.01 });
    const { body } = await cart('POST', '/cart', { id: 1, quantity: 2 });
    expect(body.items).toEqual([
      expect.objectContaining({ id: 1, quantity: 3, charged: 3.99, title: 'Pocky' }),
    ]);
    expect(body.subTotal).toBeCloseTo(11.97, 10);
  });

  it('refuses quantities of 0, -1, 1.5, 10^9 and above stock', async () => {
    for (const quantity of [0, -1, 1.5, 1e9]) {
      const add = await cart('POST', '/cart', { id: 1, quantity });
      expect(add.status, String(quantity)).toBe(400);
      const change = await cart('PUT', '/cart/items/1', { quantity });
      expect(change.status, String(quantity)).toBe(400);
    }
    const tooMany = await cart('PUT', '/cart/items/1', { quantity: 6 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error.message).toBe('Only 5 of Pocky left.');
    expect((await cart('GET', '/cart')).body.items[0]?.quantity).toBe(3);
  });

  it('records price-change and sold-out notices when the cart is refreshed', async () => {
    await cart('POST', '/cart', { id: 2, quantity: 2 });
    const current = (
      await server.request<Record<string, unknown>>('GET', '/api/admin/products/1', {
        token: staff,
      })
    ).body;
    await server.request('PUT', '/api/admin/products/1', {
      token: staff,
      body: { ...current, price: 4.49 },
    });
    const product2 = (
      await server.request<Record<string, unknown>>('GET', '/api/admin/products/2', {
        token: staff,
      })
    ).body;
    await server.request('PUT', '/api/admin/products/2', {
      token: staff,
      body: { ...product2, stockDelta: -1, stockReason: 'damaged' },
    });

    const renewed = await server.request<{
      shippingFee: number;
      items: { id: number; charged: number; availableQty: number }[];
    }>('POST', '/api/cart-renewed', { token, body: { idIn: [1, 2] } });
    const get = await server.request('GET', '/api/cart-renewed', { token });
    expect(get.status).toBe(405);
    expect(get.body.error.code).toBe('method_not_allowed');
    const options = await server.request('OPTIONS', '/api/cart-renewed', { token });
    expect(options.status).toBe(200);
    expect(options.headers.get('allow')).toBe('POST');
    expect(renewed.body.shippingFee).toBe(20);
    expect(renewed.body.items).toEqual([
      expect.objectContaining({ id: 1, charged: 4.49, availableQty: 5 }),
      expect.objectContaining({ id: 2, availableQty: 1 }),
    ]);
    const { body } = await cart('GET', '/cart');
    expect(body.priceChanges).toEqual([
      { currencyCode: 'USD', title: 'Pocky', oldPrice: 3.99, newPrice: 4.49 },
    ]);
    expect(body.soldOutItems).toEqual([{ title: 'Hojicha', availableQty: 1, cartQty: 2 }]);
  });

  it('merges a guest cart within stock, and clears everything', async () => {
    await cart('DELETE', '/cart');
    const merged = await cart('POST', '/cart/merge', {
      items: [
        { id: 1, quantity: 9 },
        { id: 2, quantity: 1 },
        { id: 99, quantity: 1 },
      ],
    });
    expect(merged.body.items.map((item) => [item.id, item.quantity])).toEqual([
      [1, 5],
      [2, 1],
    ]);
    const cleared = await cart('DELETE', '/cart');
    expect(cleared.body).toMatchObject({ items: [], priceChanges: [], soldOutItems: [] });
  });
});
