import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testProduct } from '../../catalog/catalog-test-kit.js';
import { idempotencyKey, tokyoRecipient } from '../../orders/checkout-test-kit.js';
import { type ApiError, startTestServer, type TestServer } from '../../server-test-kit.js';

interface AdminOrder {
  id: string;
  status: string;
  paymentStatus: string;
  nextStatuses: string[];
  revision: number;
  revenue: number;
  trackingNumber: string | null;
  trackingUrl: string | null;
  carrierName: string | null;
  weightGrams: number | null;
  shippingFee: number | null;
  customerEmail: string | null;
  refundStatus: string;
  timeline: {
    type: string;
    from?: string;
    to?: string;
    note?: string | null;
    by: string;
    byEmail: string | null;
  }[];
}

describe('staff order lifecycle through the API', () => {
  let server: TestServer;
  let staff: string;
  let otherStaff: string;
  let shopper: string;
  beforeAll(async () => {
    server = await startTestServer();
    await server.listProducts([testProduct(1, { priceCents: 1000, stock: 50, weightGrams: 300 })]);
    const ann = await server.registerUser('ann@example.com', 'customer');
    await server.fundWallet(ann.userId, 100_000);
    shopper = (await server.sessionFor(ann.userId)).token;
    await server.registerUser('sam@shop.example', 'staff');
    await server.registerUser('kim@shop.example', 'staff');
    staff = (await server.login('sam@shop.example')).token;
    otherStaff = (await server.login('kim@shop.example')).token;
  }, 120_000);
  afterAll(() => server.close());

  async function placeOrder(paymentMethod: 'wallet' | 'paypal' = 'wallet'): Promise<string> {
    const placed = await server.request<{ orderNumber: string }>('POST', '/api/orders', {
      token: shopper,
      headers: { 'idempotency-key': idempotencyKey() },
      body: {
        items: [{ id: 1, quantity: 2 }],
        currency: 'USD',
        paymentMethod,
        recipient: tokyoRecipient,
      },
    });
    expect(placed.status).toBe(201);
    return placed.body.orderNumber;
  }
  const get = (number: string) =>
    server.request<AdminOrder>('GET', `/api/admin/orders/${number}`, { token: staff });
  const move = (number: string, status: string, note = '', token = staff, revision?: number) =>
    server.request<AdminOrder & ApiError>('POST', `/api/admin/orders/${number}/status`, {
      token,
      body: { status, note, ...(revision !== undefined && { revision }) },
    });
  const ship = (number: string, body: Record<string, unknown> = {}) =>
    server.request<AdminOrder & ApiError>('PUT', `/api/admin/orders/${number}/shipment`, {
      token: staff,
      body: {
        carrierId: 2,
        trackingNumber: 'YM-4455-6677',
        weightGrams: 640,
        shippingFee: 18.5,
        ...body,
      },
    });

  async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const value = await read();
      if (done(value) || Date.now() > deadline) return value;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('runs an order from Processing to Shipped internationally, committing its stock and mailing the tracking link', {
    timeout: 60_000,
  }, async () => {
    const number = await placeOrder();
    const fresh = await get(number);
    expect(fresh.body).toMatchObject({
      status: 'Processing',
      paymentStatus: 'paid',
      nextStatuses: ['Purchasing', 'Has an issue', 'Cancelled'],
      revenue: expect.any(Number),
      customerEmail: 'ann@example.com',
    });

    for (const status of ['Purchasing', 'Arrived at our warehouse', 'Shipping domestically']) {
      const moved = await move(number, status);
      expect(moved.status).toBe(200);
      expect(moved.body.status).toBe(status);
    }
    const early = await move(number, 'Shipped internationally');
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('shipment_missing');

    const recorded = await ship(number);
    expect(recorded.status).toBe(200);
    expect(recorded.body).toMatchObject({
      carrierName: 'Yamato Transport',
      trackingNumber: 'YM-4455-6677',
      trackingUrl: expect.stringContaining('YM-4455-6677'),
      weightGrams: 640,
      shippingFee: 18.5,
    });
    const shipped = await move(number, 'Shipped internationally', 'Handed to Yamato');
    expect(shipped.status).toBe(200);
    expect(shipped.body.nextStatuses).toEqual(['Has an issue']);
    expect(shipped.body.timeline.filter((entry) => entry.type === 'OrderStatusChanged')).toEqual(
      [
        ['Processing', 'Purchasing'],
        ['Purchasing', 'Arrived at our warehouse'],
        ['Arrived at our warehouse', 'Shipping domestically'],
        ['Shipping domestically', 'Shipped internationally'],
      ].map(([from, to]) =>
        expect.objectContaining({ from, to, by: 'staff', byEmail: 'sam@shop.example' }),
      ),
    );

    const stock = await eventually(
      () =>
        server.db
          .selectFrom('product_stock')
          .selectAll()
          .where('product_id', '=', 1)
          .executeTakeFirstOrThrow(),
      (row) => row.committed === 2,
    );
    expect(stock).toMatchObject({ committed: 2, reserved: 0 });
    const mail = await eventually(
      () =>
        server.db
          .selectFrom('mail_outbox')
          .selectAll()
          .where('recipient', '=', 'ann@example.com')
          .execute(),
      (rows) => rows.some((row) => row.subject.includes(number)),
    );
    const shippedMail = mail.find((row) => row.subject.includes(number));
    expect(shippedMail?.text_body).toContain(
      'https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number00=1&number01=YM-4455-6677',
    );

    const mine = await server.request<{
      status: string;
      carrier: { name: string; trackingUrl: string } | null;
      timeline: { type: string; to?: string }[];
    }>('GET', `/api/orders/${number}`, { token: shopper });
    expect(mine.body).toMatchObject({
      status: 'Shipped internationally',
      carrier: { name: 'Yamato Transport', trackingUrl: expect.stringContaining('YM-4455-6677') },
    });
    expect(mine.body.timeline.map((entry) => entry.to).filter(Boolean)).toEqual([
      'Purchasing',
      'Arrived at our warehouse',
      'Shipping domestically',
      'Shipped internationally',
    ]);

    const renumber = await ship(number, { trackingNumber: 'OTHER-123' });
    expect(renumber.status).toBe(409);
    expect(renumber.body.error.code).toBe('parcel_shipped');
  });

  it('refuses every move the state machine lacks with 409 naming both states', async () => {
    const number = await placeOrder();
    const skip = await move(number, 'Shipping domestically');
    expect(skip.status).toBe(409);
    expect(skip.body.error).toEqual({
      code: 'illegal_transition',
      message: 'An order cannot move from Processing to Shipping domestically.',
    });
    const unknown = await move(number, 'Lost at sea');
    expect(unknown.status).toBe(400);
  });

  it('keeps an order that is Not paid yet out of Purchasing', async () => {
    const number = await placeOrder('paypal');
    const refused = await move(number, 'Purchasing');
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('not_paid');
  });

  it('flags an issue with a note, goes back where it was, and records who and why', async () => {
    const number = await placeOrder();
    await move(number, 'Purchasing');
    const bare = await move(number, 'Has an issue');
    expect(bare.status).toBe(400);
    expect(bare.body.error.message).toBe('Describe the issue in a note.');
    const flagged = await move(number, 'Has an issue', 'Supplier is out of stock', otherStaff);
    expect(flagged.body).toMatchObject({
      status: 'Has an issue',
      nextStatuses: ['Purchasing', 'Cancelled'],
    });
    const back = await move(number, 'Purchasing', 'Supplier restocked');
    expect(back.body.status).toBe('Purchasing');
    expect(back.body.timeline.slice(-2)).toEqual([
      expect.objectContaining({
        from: 'Purchasing',
        to: 'Has an issue',
        note: 'Supplier is out of stock',
        byEmail: 'kim@shop.example',
      }),
      expect.objectContaining({
        from: 'Has an issue',
        to: 'Purchasing',
        note: 'Supplier restocked',
        byEmail: 'sam@shop.example',
      }),
    ]);
  });

  it('cancels before shipping with a reason, giving the money back through the refund workflow', {
    timeout: 30_000,
  }, async () => {
    const number = await placeOrder();
    await move(number, 'Purchasing');
    const bare = await move(number, 'Cancelled', ' ');
    expect(bare.status).toBe(400);
    const cancelled = await move(number, 'Cancelled', 'Supplier discontinued it');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'Cancelled', nextStatuses: [] });
    const refunded = await eventually(
      () => get(number),
      (answer) => answer.body.refundStatus === 'done',
    );
    expect(refunded.body.refundStatus).toBe('done');
    const again = await move(number, 'Purchasing');
    expect(again.body.error.message).toBe('An order cannot move from Cancelled to Purchasing.');
  });

  it('lets one of two staff moving an order at once win; the other is told to reload', async () => {
    const number = await placeOrder();
    const { revision } = (await get(number)).body;
    const answers = await Promise.all([
      move(number, 'Purchasing', '', staff, revision),
      move(number, 'Has an issue', 'Address looks wrong', otherStaff, revision),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.status === 409);
    expect(loser?.body.error).toEqual({
      code: 'order_changed',
      message: 'This order was changed meanwhile; reload it',
    });
    const winner = answers.find((answer) => answer.status === 200);
    const after = await get(number);
    expect(after.body.status).toBe(winner?.body.status);
    expect(after.body.timeline.filter((entry) => entry.type === 'OrderStatusChanged')).toHaveLength(
      1,
    );

    const stale = await server.request<ApiError>('POST', `/api/admin/orders/${number}/status`, {
      token: staff,
      headers: { 'if-match': `"${revision}"` },
      body: { status: 'Cancelled', note: 'too late' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('order_changed');
  });

  it('lists orders by status with Content-Range, filters and sorts, for staff only', async () => {
    const list = await server.request<AdminOrder[]>(
      'GET',
      `/api/admin/orders?filter=${encodeURIComponent(JSON.stringify({ status: 'Processing' }))}&sort=${encodeURIComponent('["revenue","DESC"]')}&range=[0,1]`,
      { token: staff },
    );
    expect(list.status).toBe(200);
    expect(list.headers.get('content-range')).toMatch(/^orders 0-\d+\/\d+$/);
    expect(list.body.length).toBeLessThanOrEqual(2);
    expect(list.body.every((order) => order.status === 'Processing')).toBe(true);
    const byEmail = await server.request<AdminOrder[]>(
      'GET',
      `/api/admin/orders?filter=${encodeURIComponent(JSON.stringify({ q: 'ann@' }))}`,
      { token: staff },
    );
    expect(byEmail.body.length).toBeGreaterThan(0);
    const badSort = await server.request<ApiError>(
      'GET',
      `/api/admin/orders?sort=${encodeURIComponent('["customer_id","ASC"]')}`,
      { token: staff },
    );
    expect(badSort.status).toBe(400);
    expect((await server.request('GET', '/api/admin/orders', { token: shopper })).status).toBe(403);
    expect((await server.request('GET', '/api/admin/orders')).status).toBe(401);
  });
});
