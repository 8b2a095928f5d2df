import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testProduct } from '../catalog/catalog-test-kit.js';
import { type ApiError, startTestServer, type TestServer } from '../server-test-kit.js';
import { idempotencyKey, tokyoRecipient } from './checkout-test-kit.js';

interface Order {
  orderNumber: string;
  status: string;
  paymentStatus: string;
  total: number;
  subTotal: number;
  shippingFee: number;
  tax: number;
  currency: string;
  approvalUrl?: string | null;
  items: { id: number; quantity: number; charged: number }[];
  timeline?: { type: string }[];
}

describe('checkout and orders API', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    // Ann places more PayPal orders than the default allows to wait for payment at once.
    server = await startTestServer({ MAX_UNPAID_ORDERS: '100' });
    await server.listProducts([
      testProduct(1, { title: { 'en-US': 'Pocky' }, priceCents: 399, stock: 100, weightGrams: 70 }),
      testProduct(2, { title: { 'en-US': 'Last Yuzu Candy' }, priceCents: 450, stock: 5 }),
      testProduct(3, { title: { 'en-US': 'Hojicha' }, priceCents: 899, stock: 10 }),
    ]);
    await server.registerUser('ann@example.com', 'customer');
    token = (await server.login('ann@example.com')).token;
  });
  afterAll(() => server.close());

  const order = (
    body: unknown,
    key = idempotencyKey(),
    as = token,
    extraHeaders: Record<string, string> = {},
  ) =>
    fetch(`${server.base}/api/orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${as}`,
        'idempotency-key': key,
        ...extraHeaders,
      },
      body: JSON.stringify(body),
    }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as Order & ApiError,
    }));
  const basic = (items: unknown[], extra: Record<string, unknown> = {}) => ({
    items,
    currency: 'USD',
    paymentMethod: 'paypal',
    recipient: tokyoRecipient,
    ...extra,
  });

  it('offers shipping methods by destination and weight, and estimates tax by the spec formula', async () => {
    const methods = await server.request<
      { courier_id: number; courier_name: string; total_charge: number }[]
    >('POST', '/api/shipping-fee', {
      body: { countryCode: 'KR', items: [{ id: 1, quantity: 2 }] },
    });
    expect(methods.body.map((method) => method.courier_name)).toEqual([
      'SF Express',
      'CJ Logistics',
      'Japan Post EMS',
    ]);
    expect(methods.body[0]).toMatchObject({
      courier_id: 3,
      total_charge: 14,
      min_delivery_time: 4,
      max_delivery_time: 8,
    });
    const tax = await server.request<{ tax: number }>('POST', '/api/tax-estimate', {
      body: { countryCode: 'CN', subTotal: 10, shippingFee: 5 },
    });
    expect(tax.body.tax).toBeCloseTo(3.08, 2);
    expect(
      (
        await server.request<{ tax: number }>('POST', '/api/tax-estimate', {
          body: { countryCode: 'US', subTotal: 100, shippingFee: 20 },
        })
      ).body.tax,
    ).toBe(0);
  });

  it('prices the order on the server whatever the client says, and records it as Processing, Not paid yet', async () => {
    const tampered = basic([{ id: 1, quantity: 2, charged: 0.01, price: 0.01 }], {
      total: 0.02,
      subTotal: 0.02,
    });
    const { status, body } = await order(tampered);
    expect(status).toBe(201);
    expect(body.orderNumber).toMatch(/^100\d{14}$/);
    expect(body).toMatchObject({
      status: 'Processing',
      paymentStatus: 'Not paid yet',
      subTotal: 7.98,
      currency: 'USD',
    });
    expect(body.total).toBeCloseTo(7.98 + body.shippingFee + body.tax, 10);
    expect(body.shippingFee).toBeGreaterThan(0);
    expect(body.approvalUrl).toContain('/simulators/paypal/checkoutnow?token=');
  });

  it('empties the cart once the order is under way, and keeps it when the order is refused', async () => {
    const cart = () =>
      server.request<{ items: unknown[] }>('GET', '/api/cart', { token }).then((r) => r.body.items);
    await server.request('POST', '/api/cart', { token, body: { id: 1, quantity: 2 } });
    expect(await cart()).toHaveLength(1);
    const refused = await order(basic([{ id: 2, quantity: 50 }]));
    expect(refused.status).toBe(409);
    expect(await cart()).toHaveLength(1);
    const placed = await order(basic([{ id: 1, quantity: 2 }]));
    expect(placed.status).toBe(201);
    await expect.poll(cart).toEqual([]);
  });

  it('refuses quantities of 0, -1, 1.5 and 10^9, and a Japan address not in Japanese', async () => {
    for (const quantity of [0, -1, 1.5, 1e9]) {
      expect((await order(basic([{ id: 1, quantity }]))).status, String(quantity)).toBe(400);
    }
    const english = await order(
      basic([{ id: 1, quantity: 1 }], {
        recipient: { ...tokyoRecipient, city: 'Shibuya', address: '1-2-3 Jingumae' },
      }),
    );
    expect(english.status).toBe(400);
    expect(english.body.error.message).toBe('Please fill in using Japanese language.');
    const noKey = await fetch(`${server.base}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(basic([{ id: 1, quantity: 1 }])),
    });
    expect(noKey.status).toBe(400);
  });

  it('makes one order for the same Idempotency-Key sent twice', async () => {
    const key = idempotencyKey();
    const [first, second] = await Promise.all([
      order(basic([{ id: 3, quantity: 1 }]), key),
      order(basic([{ id: 3, quantity: 1 }]), key),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 201]);
    expect(first.body.orderNumber).toBe(second.body.orderNumber);
    const orders = await server.request<{ items: Order[] }>('GET', '/api/orders', { token });
    expect(
      orders.body.items.filter((item) => item.items.some((line) => line.id === 3)),
    ).toHaveLength(1);
    const reused = await order(basic([{ id: 3, quantity: 2 }]), key);
    expect(reused.status).toBe(422);
  });

  it('answers 202 once the order is recorded when asked to respond async; the order then follows', async () => {
    const key = idempotencyKey();
    const async = { prefer: 'respond-async, wait=1' };
    const placed = await order(basic([{ id: 1, quantity: 2 }]), key, token, async);
    expect(placed.status).toBe(202);
    expect(placed.body).toMatchObject({
      status: 'Processing',
      inProgress: true,
      approvalUrl: null,
    });
    const number = placed.body.orderNumber;
    await expect
      .poll(async () => {
        const detail = await server.request<Order>('GET', `/api/orders/${number}`, { token });
        return detail.status === 200 ? (detail.body.approvalUrl ?? null) : null;
      })
      .toContain('/simulators/paypal/');
    const detail = await server.request<Order>('GET', `/api/orders/${number}`, { token });
    expect(detail.body).toMatchObject({ status: 'Processing', paymentStatus: 'Not paid yet' });
    expect(detail.body.items).toEqual([expect.objectContaining({ id: 1, quantity: 2 })]);
    // The same key again, either way, is the same order, placed once.
    const again = await order(basic([{ id: 1, quantity: 2 }]), key, token, async);
    expect(again).toMatchObject({ status: 202, body: { orderNumber: number } });
    const synchronous = await order(basic([{ id: 1, quantity: 2 }]), key);
    expect(synchronous).toMatchObject({ status: 201, body: { orderNumber: number } });
    // Another customer's order stays theirs, however it was placed.
    await server.registerUser('async-other@example.com', 'customer');
    const other = (await server.login('async-other@example.com')).token;
    const peek = await server.request('GET', `/api/orders/${number}`, { token: other });
    expect(peek.status).toBe(404);
  });

  it('lists the orders newest first, a page at a time', async () => {
    await server.registerUser('pager@example.com', 'customer');
    const pager = (await server.login('pager@example.com')).token;
    const placed: string[] = [];
    for (let index = 0; index < 3; index++) {
      const made = await order(basic([{ id: 1, quantity: 1 }]), idempotencyKey(), pager);
      expect(made.status).toBe(201);
      placed.push(made.body.orderNumber);
    }
    type Page = { items: Order[]; total: number; page: number; pageSize: number; pages: number };
    const first = await server.request<Page>('GET', '/api/orders?pageSize=2', { token: pager });
    expect(first.body).toMatchObject({ total: 3, page: 1, pageSize: 2, pages: 2 });
    const second = await server.request<Page>('GET', '/api/orders?page=2&pageSize=2', {
      token: pager,
    });
    expect([...first.body.items, ...second.body.items].map((item) => item.orderNumber)).toEqual(
      placed.reverse(),
    );
    const tooBig = await server.request('GET', '/api/orders?pageSize=101', { token: pager });
    expect(tooBig.status).toBe(400);
  });

  it('sells exactly the stock when 20 shoppers check out the last 5 at once', async () => {
    const shoppers = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        const email = `rush${index}@example.com`;
        await server.registerUser(email, 'customer');
        return (await server.login(email)).token;
      }),
    );
    const results = await Promise.all(
      shoppers.map((shopper) => order(basic([{ id: 2, quantity: 1 }]), idempotencyKey(), shopper)),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    const product = await server.request<{ stock: number }>('GET', '/api/products/2');
    expect(product.body.stock).toBe(0);
  });

  it('pays through PayPal: approve at PayPal, come back, capture', async () => {
    const placed = await order(basic([{ id: 1, quantity: 1 }]));
    const approvalUrl = placed.body.approvalUrl ?? '';
    const page = await fetch(approvalUrl);
    expect(await page.text()).toContain('Pay now');
    const paypalToken = new URL(approvalUrl).searchParams.get('token') ?? '';
    const approved = await fetch(new URL('/simulators/paypal/checkoutnow', approvalUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: paypalToken, decision: 'pay' }),
      redirect: 'manual',
    });
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toContain(
      `/page/account/PayPal?orderNumber=${placed.body.orderNumber}`,
    );

    const captured = await server.request<Order>(
      'POST',
      `/api/orders/${placed.body.orderNumber}/paypal/capture`,
      { token },
    );
    expect(captured.body.paymentStatus).toBe('paid');
    const again = await server.request<Order>(
      'POST',
      `/api/orders/${placed.body.orderNumber}/paypal/capture`,
      { token },
    );
    expect(again.body.paymentStatus).toBe('paid');
    const detail = await server.request<Order>('GET', `/api/orders/${placed.body.orderNumber}`, {
      token,
    });
    expect(detail.body.timeline?.map((event) => event.type)).toEqual([
      'OrderPlaced',
      'OrderStockReserved',
      'OrderPaymentStarted',
      'OrderPaid',
    ]);
  });

  it('cancels the order and puts the stock back when the shopper gives up at PayPal', async () => {
    const before = (await server.request<{ stock: number }>('GET', '/api/products/3')).body.stock;
    const placed = await order(basic([{ id: 3, quantity: 2 }]));
    expect((await server.request<{ stock: number }>('GET', '/api/products/3')).body.stock).toBe(
      before - 2,
    );
    const cancelled = await server.request<Order>(
      'POST',
      `/api/orders/${placed.body.orderNumber}/paypal/cancel`,
      { token },
    );
    expect(cancelled.body.status).toBe('Cancelled');
    // The cancel workflow puts the stock back just after.
    await expect
      .poll(
        async () => (await server.request<{ stock: number }>('GET', '/api/products/3')).body.stock,
      )
      .toBe(before);
  });

  it('pays from the wallet only when the balance covers the total', async () => {
    const short = await order(basic([{ id: 1, quantity: 1 }], { paymentMethod: 'wallet' }));
    expect(short.status).toBe(402);
    expect(short.body.error.message).toBe('Deposit balance is not enough');
  });

  it('lets the customer cancel while Processing, and no one else see the order', async () => {
    const placed = await order(basic([{ id: 1, quantity: 1 }]));
    const cancelled = await server.request<Order>(
      'POST',
      `/api/orders/${placed.body.orderNumber}/cancel`,
      { token },
    );
    expect(cancelled.body.status).toBe('Cancelled');
    await server.registerUser('bob@example.com', 'customer');
    const bob = (await server.login('bob@example.com')).token;
    expect(
      (await server.request('GET', `/api/orders/${placed.body.orderNumber}`, { token: bob }))
        .status,
    ).toBe(404);
  });
});
