import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testProduct } from '../catalog/catalog-test-kit.js';
import { startTestServer, type TestServer } from '../server-test-kit.js';
import { idempotencyKey, tokyoRecipient } from './checkout-test-kit.js';

/** One customer cannot hold the catalogue's stock with PayPal orders nobody pays for. */
describe('unpaid PayPal orders', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ MAX_UNPAID_ORDERS: '3' });
  });
  afterAll(() => limited.close());
  const basket = (items: unknown[]) => ({
    items,
    currency: 'USD',
    paymentMethod: 'paypal',
    recipient: tokyoRecipient,
  });

  it('refuses a customer more PayPal orders waiting for payment than allowed', async () => {
    await limited.listProducts([testProduct(1, { stock: 100 })]);
    await limited.registerUser('fay@example.com', 'customer');
    const fay = (await limited.login('fay@example.com')).token;
    const place = () =>
      limited.request<{ orderNumber: string }>('POST', '/api/orders', {
        token: fay,
        headers: { 'idempotency-key': idempotencyKey() },
        body: basket([{ id: 1, quantity: 1 }]),
      });
    const first = [await place(), await place(), await place()];
    expect(first.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const fourth = await limited.request('POST', '/api/orders', {
      token: fay,
      headers: { 'idempotency-key': idempotencyKey() },
      body: basket([{ id: 1, quantity: 1 }]),
    });
    expect(fourth.status).toBe(429);
    expect(fourth.body.error.message).toMatch(/waiting for payment/);
    // Cancelling one makes room again.
    await limited.request('POST', `/api/orders/${first[0]?.body.orderNumber}/cancel`, {
      token: fay,
    });
    await expect.poll(async () => (await place()).status).toBe(201);
  });
});
