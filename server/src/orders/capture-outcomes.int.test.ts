import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testProduct } from '../catalog/catalog-test-kit.js';
import { type ApiError, startTestServer, type TestServer } from '../server-test-kit.js';
import { idempotencyKey, tokyoRecipient } from './checkout-test-kit.js';

interface Order {
  orderNumber: string;
  status: string;
  paymentStatus: string;
  approvalUrl: string | null;
  note: string | null;
  total: number;
}

/**
 * What PayPal answers a capture with decides what the order records: only COMPLETED with the
 * order's own amount and currency is paid. The PayPal simulator is told how to answer.
 */
describe('PayPal capture outcomes', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ MAX_UNPAID_ORDERS: '100', PAYPAL_CHECK_SECONDS: '1' });
    await server.listProducts([testProduct(1, { priceCents: 1234, stock: 100 })]);
    await server.registerUser('pat@example.com', 'customer');
    token = (await server.login('pat@example.com')).token;
  });
  afterAll(() => server.close());

  /** An order placed and approved at PayPal, whose next capture PayPal answers with `answer`. */
  async function approvedOrder(answer?: Record<string, unknown>): Promise<Order> {
    const placed = await server.request<Order>('POST', '/api/orders', {
      token,
      headers: { 'idempotency-key': idempotencyKey() },
      body: {
        items: [{ id: 1, quantity: 1 }],
        currency: 'USD',
        paymentMethod: 'paypal',
        recipient: tokyoRecipient,
      },
    });
    expect(placed.status).toBe(201);
    const approvalUrl = placed.body.approvalUrl ?? '';
    const paypalToken = new URL(approvalUrl).searchParams.get('token') ?? '';
    await fetch(new URL('/simulators/paypal/checkoutnow', approvalUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: paypalToken, decision: 'pay' }),
      redirect: 'manual',
    });
    if (answer) {
      const told = await server.request('POST', '/simulators/paypal/_sim/captures/next', {
        body: { referenceId: placed.body.orderNumber, answer },
      });
      expect(told.status).toBe(204);
    }
    return placed.body;
  }

  const capture = (order: Order) =>
    server.request<Order & ApiError>('POST', `/api/orders/${order.orderNumber}/paypal/capture`, {
      token,
    });
  const current = async (order: Order) =>
    (await server.request<Order>('GET', `/api/orders/${order.orderNumber}`, { token })).body;
  const captureIdOf = async (order: Order) =>
    (
      await server.db
        .selectFrom('payments')
        .select('capture_id')
        .where('order_number', '=', order.orderNumber)
        .executeTakeFirstOrThrow()
    ).capture_id ?? '';
  const settle = async (order: Order, status: 'COMPLETED' | 'DECLINED') => {
    const settled = await server.request(
      'POST',
      `/simulators/paypal/_sim/captures/${await captureIdOf(order)}/settle`,
      { body: { status } },
    );
    expect(settled.status).toBe(200);
  };

  it('records a COMPLETED capture of the right amount as paid', async () => {
    const order = await approvedOrder();
    const captured = await capture(order);
    expect(captured.status).toBe(200);
    expect(captured.body.paymentStatus).toBe('paid');
  });

  it('holds a PENDING capture as "Paid temporarily" until PayPal completes it', async () => {
    const order = await approvedOrder({ status: 'PENDING', reason: 'PENDING_REVIEW' });
    const captured = await capture(order);
    expect(captured.status).toBe(200);
    expect(captured.body.paymentStatus).toBe('Paid temporarily');
    await settle(order, 'COMPLETED');
    await expect
      .poll(async () => (await current(order)).paymentStatus, { timeout: 15_000 })
      .toBe('paid');
  });

  it('leaves a PENDING capture that PayPal then declines "Not paid yet"', async () => {
    const order = await approvedOrder({ status: 'PENDING' });
    expect((await capture(order)).body.paymentStatus).toBe('Paid temporarily');
    await settle(order, 'DECLINED');
    await expect
      .poll(async () => current(order), { timeout: 15_000 })
      .toMatchObject({ paymentStatus: 'Not paid yet', status: 'Processing' });
    expect((await current(order)).note).toMatch(/declined/i);
  });

  it('refuses a DECLINED capture with a clear message, and never counts it as paid', async () => {
    const order = await approvedOrder({ status: 'DECLINED' });
    const declined = await capture(order);
    expect(declined.status).toBe(402);
    expect(declined.body.error.code).toBe('payment_declined');
    expect(declined.body.error.message).toMatch(/declined/i);
    expect(await current(order)).toMatchObject({
      paymentStatus: 'Not paid yet',
      status: 'Processing',
    });
    // PayPal is done with that order: trying again is declined again, never paid.
    const again = await capture(order);
    expect(again.status).toBe(402);
    expect(again.body.error.message).toMatch(/declined/i);
  });

  it('refuses a funding source PayPal declines (INSTRUMENT_DECLINED)', async () => {
    const order = await approvedOrder({ error: 'INSTRUMENT_DECLINED' });
    const declined = await capture(order);
    expect(declined.status).toBe(402);
    expect((await current(order)).paymentStatus).toBe('Not paid yet');
  });

  it('refuses a capture of another amount or currency, and gives the money back', async () => {
    for (const amount of [
      { currency: 'USD', value: '0.01' },
      { currency: 'EUR', value: '20.00' },
    ]) {
      const order = await approvedOrder({ status: 'COMPLETED', amount });
      const refused = await capture(order);
      expect(refused.status).toBe(402);
      expect(refused.body.error.code).toBe('payment_mismatch');
      expect((await current(order)).paymentStatus).toBe('Not paid yet');
      await expect
        .poll(async () =>
          (await server.store.readStream(`payment-order-${order.orderNumber}`)).some(
            (event) => event.type === 'PaymentRefunded',
          ),
        )
        .toBe(true);
    }
  });
});
