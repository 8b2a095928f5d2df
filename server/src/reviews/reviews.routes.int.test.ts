import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipAnOrder } from '../admin/orders/lifecycle-test-kit.js';
import { testProduct } from '../catalog/catalog-test-kit.js';
import { idempotencyKey, tokyoRecipient } from '../orders/checkout-test-kit.js';
import { type ApiError, startTestServer, type TestServer } from '../server-test-kit.js';

interface Review {
  id: string;
  productId: number;
  authorName: string;
  rating: number;
  body: string;
}
interface ProductReviews {
  average: number;
  count: number;
  reviews: Review[];
}

let server: TestServer;
let staff: string;
let ann: string;
let bob: string;

beforeAll(async () => {
  server = await startTestServer();
  await server.listProducts([
    testProduct(1, { priceCents: 500, stock: 100 }),
    testProduct(2, { priceCents: 700, stock: 100 }),
  ]);
  const annUser = await server.registerUser('ann@reviews.test', 'customer');
  const bobUser = await server.registerUser('bob@reviews.test', 'customer');
  await server.fundWallet(annUser.userId, 100_000);
  await server.fundWallet(bobUser.userId, 100_000);
  await server.registerUser('sam@reviews.test', 'staff');
  ann = (await server.sessionFor(annUser.userId)).token;
  bob = (await server.sessionFor(bobUser.userId)).token;
  staff = (await server.login('sam@reviews.test')).token;
  await shipAnOrder(
    server,
    { shopper: ann, staff },
    { productId: 1, carrierId: 1, trackingNumber: 'RV000000001JP' },
  );
  // Bob's order for product 1 is placed but not shipped.
  const placed = await server.request('POST', '/api/orders', {
    token: bob,
    headers: { 'idempotency-key': idempotencyKey() },
    body: {
      items: [{ id: 1, quantity: 1 }],
      currency: 'USD',
      paymentMethod: 'wallet',
      recipient: tokyoRecipient,
    },
  });
  expect(placed.status).toBe(201);
}, 120_000);
afterAll(() => server?.close());

describe('reviews', () => {
  it('lets a customer whose order shipped rate and review the product once', async () => {
    const path = '/api/products/1/reviews';
    const made = await server.request<Review>('POST', path, {
      token: ann,
      body: { rating: 4, body: 'Crunchy and not too sweet.' },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ productId: 1, rating: 4, authorName: 'ann' });
    const again = await server.request<ApiError>('POST', path, {
      token: ann,
      body: { rating: 5, body: 'Again' },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_reviewed');

    const listed = await server.request<ProductReviews>('GET', path);
    expect(listed.body).toMatchObject({ average: 4, count: 1 });
    expect(listed.body.reviews.map((review) => review.body)).toEqual([
      'Crunchy and not too sweet.',
    ]);
    const summary = await server.request<{ ratings: Record<string, unknown> }>(
      'GET',
      '/api/reviews/summary?ids=1,2',
    );
    expect(summary.body.ratings).toEqual({ 1: { average: 4, count: 1 } });
    const newest = await server.request<{ reviews: (Review & { productTitle: string })[] }>(
      'GET',
      '/api/reviews',
    );
    expect(newest.body.reviews[0]).toMatchObject({ productId: 1, rating: 4 });
    expect(newest.body.reviews[0]?.productTitle).toBeTruthy();
  });

  it('answers 403 with a clear message to one who has not received the product', async () => {
    for (const [token, id] of [
      [bob, 1],
      [ann, 2],
    ] as const) {
      const refused = await server.request<ApiError>('POST', `/api/products/${id}/reviews`, {
        token,
        body: { rating: 5 },
      });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toEqual({
        code: 'not_received',
        message:
          'You can review a product once an order of yours for it has shipped or been delivered.',
      });
    }
    expect(
      (await server.request('POST', '/api/products/1/reviews', { body: { rating: 5 } })).status,
    ).toBe(401);
    const bad = await server.request<ApiError>('POST', '/api/products/1/reviews', {
      token: ann,
      body: { rating: 6 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('Choose 1 to 5 stars.');
    expect((await server.request('GET', '/api/products/999/reviews')).status).toBe(404);
  });

  it('lets staff hide a review, which then leaves the average and the lists', async () => {
    const [record] = (
      await server.request<{ id: string }[]>('GET', '/api/admin/reviews', { token: staff })
    ).body;
    if (!record) throw new Error('no review to moderate');
    const body = { hidden: true, hiddenReason: 'Off topic' };
    expect(
      (await server.request('PUT', `/api/admin/reviews/${record.id}`, { token: ann, body })).status,
    ).toBe(403);
    const hidden = await server.request<{ hidden: boolean }>(
      'PUT',
      `/api/admin/reviews/${record.id}`,
      { token: staff, body },
    );
    expect(hidden.body.hidden).toBe(true);
    const listed = await server.request<ProductReviews>('GET', '/api/products/1/reviews');
    expect(listed.body).toEqual({ average: 0, count: 0, reviews: [] });
    await server.request('PUT', `/api/admin/reviews/${record.id}`, {
      token: staff,
      body: { hidden: false },
    });
    expect(
      (await server.request<ProductReviews>('GET', '/api/products/1/reviews')).body.count,
    ).toBe(1);
  });
});
