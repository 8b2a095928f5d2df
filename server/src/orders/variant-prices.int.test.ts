import { type ProductVariant, shopCommands } from '@shop/core';
import { testMetadata } from '@shop/core/testing';
import { createEndSalesProcessor } from '@shop/workers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testProduct } from '../catalog/catalog-test-kit.js';
import { type ApiError, startTestServer, type TestServer } from '../server-test-kit.js';
import { idempotencyKey, tokyoRecipient } from './checkout-test-kit.js';

interface Order {
  orderNumber: string;
  status: string;
  paymentStatus: string;
  subTotal: number;
  items: { id: number; variantId: number | null; variantName: string | null; charged: number }[];
}

const single: ProductVariant = {
  variantId: 1,
  sku: 'KITKAT-MATCHA-1',
  size: 'single bar',
  color: 'green',
  imageId: 1,
};
const box: ProductVariant = {
  variantId: 2,
  sku: 'KITKAT-MATCHA-12',
  size: '12 pack',
  color: 'green',
  imageId: 1,
  priceCents: 1999,
};
const kitKat = testProduct(1, {
  title: { 'en-US': 'Matcha Kit Kat' },
  priceCents: 199,
  stock: 100,
  variants: [single, box],
  images: [{ imageId: 1, alt: 'green', variantIds: [1, 2] }],
});

describe('prices per variant and sale end dates, at checkout', () => {
  let server: TestServer;
  let ann: { userId: string; token: string };
  beforeAll(async () => {
    server = await startTestServer({ MAX_UNPAID_ORDERS: '100' });
    await server.listProducts([
      kitKat,
      testProduct(2, {
        title: { 'en-US': 'Hojicha, sale over' },
        priceCents: 1000,
        discountPercent: 50,
        saleEndsAt: new Date(Date.now() - 60_000).toISOString(),
      }),
      testProduct(3, {
        title: { 'en-US': 'Sencha, sale on' },
        priceCents: 1000,
        discountPercent: 50,
        saleEndsAt: new Date(Date.now() + 86_400_000).toISOString(),
      }),
    ]);
    const { userId } = await server.registerUser('ann@example.com', 'customer');
    ann = { userId, token: (await server.login('ann@example.com')).token };
  });
  afterAll(() => server.close());

  const order = (items: unknown[], paymentMethod = 'paypal', token = ann.token) =>
    fetch(`${server.base}/api/orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'idempotency-key': idempotencyKey(),
      },
      body: JSON.stringify({ items, currency: 'USD', paymentMethod, recipient: tokyoRecipient }),
    }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as Order & ApiError,
    }));

  async function editVariantPrice(priceCents: number) {
    await shopCommands(server.store).product(
      1,
      {
        type: 'EditProduct',
        details: { ...kitKatDetails(), variants: [single, { ...box, priceCents }] },
        price: { priceCents: 199, discountPercent: 0 },
      },
      testMetadata(),
    );
  }

  it('charges the 12-pack its own price from the wallet, and a single bar the product’s', async () => {
    await server.fundWallet(ann.userId, 100_000);
    const placed = await order(
      [
        { id: 1, variantId: 2, quantity: 2 },
        { id: 1, variantId: 1, quantity: 3 },
      ],
      'wallet',
    );
    expect(placed.status).toBe(201);
    expect(placed.body.paymentStatus).toBe('paid');
    expect(placed.body.subTotal).toBe(45.95);
    expect(placed.body.items).toEqual([
      expect.objectContaining({
        id: 1,
        variantId: 2,
        variantName: '12 pack · green',
        charged: 19.99,
      }),
      expect.objectContaining({
        id: 1,
        variantId: 1,
        variantName: 'single bar · green',
        charged: 1.99,
      }),
    ]);
  });

  it('ignores any price the client sends', async () => {
    const placed = await order([{ id: 1, variantId: 2, quantity: 1, charged: 0.01, price: 0.01 }]);
    expect(placed.status).toBe(201);
    expect(placed.body.subTotal).toBe(19.99);
  });

  it('refuses a variant the product does not have, in the cart and at checkout', async () => {
    const refused = await order([{ id: 1, variantId: 99, quantity: 1 }]);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual({
      code: 'invalid_variant',
      message: 'Product 1 has no variant 99.',
    });
    const added = await server.request('POST', '/api/cart', {
      token: ann.token,
      body: { id: 1, variantId: 99, quantity: 1 },
    });
    expect(added.status).toBe(400);
    expect(added.body.error.code).toBe('invalid_variant');
  });

  it('reports the 12-pack’s price change between adding it and checking out, and charges the new one', async () => {
    await server.request('POST', '/api/cart', {
      token: ann.token,
      body: { id: 1, variantId: 2, quantity: 1 },
    });
    await server.request('POST', '/api/cart', {
      token: ann.token,
      body: { id: 1, variantId: 1, quantity: 1 },
    });
    await editVariantPrice(2199);
    // The product's own stream decides the charge, even before the catalogue shows the edit.
    await server.registerUser('bob@example.com', 'customer');
    const bob = (await server.login('bob@example.com')).token;
    const bobs = await order([{ id: 1, variantId: 2, quantity: 1 }], 'paypal', bob);
    expect(bobs.body.subTotal).toBe(21.99);

    await expect
      .poll(async () => {
        await server.request('POST', '/api/cart-renewed', {
          token: ann.token,
          body: { idIn: [1] },
        });
        const cart = await server.request<{
          priceChanges: { variantName: string; oldPrice: number; newPrice: number }[];
          items: { variantId: number; charged: number }[];
        }>('GET', '/api/cart', { token: ann.token });
        return cart.body;
      })
      .toMatchObject({
        priceChanges: [{ variantName: '12 pack · green', oldPrice: 19.99, newPrice: 21.99 }],
        items: [
          { variantId: 2, charged: 21.99 },
          { variantId: 1, charged: 1.99 },
        ],
      });
    const placed = await order([{ id: 1, variantId: 2, quantity: 1 }]);
    expect(placed.body.subTotal).toBe(21.99);
    await editVariantPrice(1999);
  });

  it('does not charge a sale past its end, and the catalogue stops showing it', async () => {
    const ended = await order([{ id: 2, variantId: 1, quantity: 1 }]);
    expect(ended.body.subTotal).toBe(10);
    const running = await order([{ id: 3, variantId: 1, quantity: 1 }]);
    expect(running.body.subTotal).toBe(5);

    const shown = (id: number) =>
      server
        .request<{ sale: boolean; charged: number; saleEndsAt: string | null }>(
          'GET',
          `/api/products/${id}`,
        )
        .then((answer) => answer.body);
    expect(await shown(2)).toMatchObject({ sale: false, charged: 10, saleEndsAt: null });
    expect(await shown(3)).toMatchObject({ sale: true, charged: 5 });
    expect((await shown(3)).saleEndsAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    // The price filter and order go by the price as it stands, not the sale the row last heard of.
    const ids = (query: string) =>
      server
        .request<{ items: { id: number }[] }>('GET', `/api/products?cid=sweets&${query}`)
        .then((answer) => answer.body.items.map((item) => item.id));
    expect(await ids('minPrice=4&maxPrice=6')).toEqual([3]);
    expect(await ids('minPrice=9&maxPrice=11')).toEqual([2]);
    // Both stored at the sale price, ids would put 2 first; as it stands, 3 is the cheaper.
    const cheapestFirst = await ids('sort=low');
    expect(cheapestFirst.indexOf(3)).toBeLessThan(cheapestFirst.indexOf(2));
  });

  it('folds an ended sale into the product’s price by the end-sales round, once', async () => {
    const endSales = createEndSalesProcessor({
      db: server.db,
      commands: shopCommands(server.store),
      metadata: () => testMetadata(),
    });
    expect(await endSales()).toEqual({ ended: 1 });
    const row = () =>
      server.db
        .selectFrom('products')
        .select(['charged_cents', 'discount_percent', 'sale_ends_at'])
        .where('id', '=', 2)
        .executeTakeFirst();
    await expect
      .poll(row, { timeout: 10_000, interval: 100 })
      .toEqual({ charged_cents: 1000, discount_percent: 0, sale_ends_at: null });
    // Nothing left to fold: a second round (or a second worker) changes nothing.
    expect(await endSales()).toEqual({ ended: 0 });
    const cheapestFirst = await server
      .request<{ items: { id: number }[] }>('GET', '/api/products?cid=sweets&sort=low')
      .then((answer) => answer.body.items.map((item) => item.id));
    expect(cheapestFirst.indexOf(3)).toBeLessThan(cheapestFirst.indexOf(2));
  });

  it('drops the sale from cached catalogue answers the moment it ends, without an event', async () => {
    await server.listProducts([
      testProduct(4, {
        priceCents: 1000,
        discountPercent: 20,
        saleEndsAt: new Date(Date.now() + 2_000).toISOString(),
      }),
    ]);
    const shown = () =>
      server
        .request<{ sale: boolean; charged: number }>('GET', '/api/products/4')
        .then((answer) => answer.body);
    expect(await shown()).toMatchObject({ sale: true, charged: 8 });
    await expect
      .poll(shown, { timeout: 10_000, interval: 250 })
      .toMatchObject({ sale: false, charged: 10 });
  });

  it('shows a product with variants priced apart as a range, each variant with its price', async () => {
    const product = () =>
      server
        .request<{
          chargedMin: number;
          chargedMax: number;
          variants: { variant_id: number; charged: number }[];
        }>('GET', '/api/products/1')
        .then((answer) => answer.body);
    await expect.poll(product).toMatchObject({ chargedMin: 1.99, chargedMax: 19.99 });
    const body = await product();
    expect(body.variants.map((variant) => [variant.variant_id, variant.charged])).toEqual([
      [1, 1.99],
      [2, 19.99],
    ]);
  });
});

function kitKatDetails() {
  const {
    type: _type,
    productId: _id,
    priceCents: _p,
    discountPercent: _d,
    stock: _s,
    ...details
  } = kitKat;
  return details;
}
