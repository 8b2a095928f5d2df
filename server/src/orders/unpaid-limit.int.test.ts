import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testProduct } from '../catalog/catalog-test-kit.js';
import { startTestServer, type TestServer } from '../server-test-kit.js';
import { idempotencyKey, tokyoRecipient } from './checkout-test-kit.js';

/** One customer cannot hold the catalogue's stock with PayPal orders nobody pays for. */
describe('unpaid PayPal orders', () => {
  const stockOf = async (id: number) =>
    (await limited.request<{ stock: number }>('GET', `/api/products/${id}`)).body.stock;
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ MAX_UNPAID_ORDERS: '3', UNPAID_ORDER_SECONDS: '2' });
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

  it('cancels an order nobody paid for in time, and puts its stock back', async () => {
    await limited.listProducts([testProduct(2, { stock: 10 })]);
    await limited.registerUser('gus@example.com', 'customer');
    const gus = (await limited.login('gus@example.com')).token;
    const placed = await limited.request<{ orderNumber: string }>('POST', '/api/orders', {
      token: gus,
      headers: { 'idempotency-key': idempotencyKey() },
      body: basket([{ id: 2, quantity: 4 }]),
    });
    expect(placed.status).toBe(201);
    expect(await stockOf(2)).toBe(6);
    await expect
      .poll(
        async () =>
          (
            await limited.request<{ status: string; note: string | null }>(
              'GET',
              `/api/orders/${placed.body.orderNumber}`,
              { token: gus },
            )
          ).body,
        { timeout: 15_000, interval: 250 },
      )
      .toMatchObject({ status: 'Cancelled', note: 'Payment not received in time' });
    await expect.poll(() => stockOf(2), { timeout: 5000 }).toBe(10);
  });
});
