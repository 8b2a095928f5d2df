import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testProduct } from '../catalog/catalog-test-kit.js';
import { startTestServer, type TestServer } from '../server-test-kit.js';
import { idempotencyKey, tokyoRecipient } from './checkout-test-kit.js';

/** An unpaid PayPal order does not hold its stock for ever. */
describe('unpaid order expiry', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ UNPAID_ORDER_SECONDS: '2' });
  });
  afterAll(() => limited.close());
  const stockOf = async (id: number) =>
    (await limited.request<{ stock: number }>('GET', `/api/products/${id}`)).body.stock;
  const basket = (items: unknown[]) => ({
    items,
    currency: 'USD',
    paymentMethod: 'paypal',
    recipient: tokyoRecipient,
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
    await expect.poll(() => stockOf(2)).toBe(6);
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
