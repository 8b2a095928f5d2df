import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testProduct } from '../../catalog/catalog-test-kit.js';
import { idempotencyKey, tokyoRecipient } from '../../orders/checkout-test-kit.js';
import { type ApiError, startTestServer, type TestServer } from '../../server-test-kit.js';
import { postOnHost as postOnHostOf } from '../../site/site-test-kit.js';

interface AdminOrder {
  id: string;
  siteId: number;
  affiliateId: string | null;
  revenue: number;
  paymentStatus: string;
}
interface AffiliateRow {
  id: string;
  affiliateId: string;
  month: string;
  orders: number;
  paidOrders: number;
  revenueCents: number;
  revenue: number;
}

describe('orders by site and affiliate', () => {
  let server: TestServer;
  let shopper: string;
  let staff: string;
  beforeAll(async () => {
    server = await startTestServer({
      RESELLER_SITE_HOSTS: 'reseller.localhost',
      RESELLER_SITE_NAME: 'Seoul Snack Depot',
      MAX_UNPAID_ORDERS: '20',
    });
    await server.listProducts([testProduct(1, { priceCents: 1000, stock: 50, weightGrams: 300 })]);
    const ann = await server.registerUser('ann@example.com', 'customer');
    await server.fundWallet(ann.userId, 100_000);
    shopper = (await server.sessionFor(ann.userId)).token;
    await server.registerUser('sam@shop.example', 'staff');
    staff = (await server.login('sam@shop.example')).token;
  }, 120_000);
  afterAll(() => server.close());

  const postOnHost = <T>(host: string, path: string, body: unknown, headers = {}) =>
    postOnHostOf<T>(server.base, host, path, body, headers);
  const placeOrder = (
    extra: Record<string, unknown>,
    { host = 'localhost', paymentMethod = 'wallet' } = {},
  ) =>
    postOnHost<{ orderNumber: string }>(
      host,
      '/api/orders',
      {
        items: [{ id: 1, quantity: 1 }],
        currency: 'USD',
        paymentMethod,
        recipient: tokyoRecipient,
        ...extra,
      },
      { authorization: `Bearer ${shopper}`, 'idempotency-key': idempotencyKey() },
    );
  const listOrders = (filter: Record<string, unknown>) =>
    server.request<AdminOrder[]>(
      'GET',
      `/api/admin/orders?filter=${encodeURIComponent(JSON.stringify(filter))}`,
      { token: staff },
    );
  const report = (filter: Record<string, unknown> = {}, token = staff) =>
    server.request<AffiliateRow[] & ApiError>(
      'GET',
      `/api/admin/affiliates?filter=${encodeURIComponent(JSON.stringify(filter))}`,
      { token },
    );

  it('records the site and the affiliate on the order; staff filter by both and see revenue per affiliate', async () => {
    const onMain = await placeOrder({ affiliateId: 'tea-blog_7' });
    const onReseller = await placeOrder(
      { affiliateId: 'tea-blog_7' },
      { host: 'ko.reseller.localhost' },
    );
    const unpaid = await placeOrder({ affiliateId: 'snack-vlog' }, { paymentMethod: 'paypal' });
    const plain = await placeOrder({});
    for (const placed of [onMain, onReseller, unpaid, plain]) expect(placed.status).toBe(201);

    await vi.waitFor(
      async () => {
        const { body } = await listOrders({ affiliateId: 'tea-blog_7' });
        expect(body.map((order) => order.paymentStatus)).toEqual(['paid', 'paid']);
      },
      { timeout: 20_000, interval: 200 },
    );
    const byAffiliate = (await listOrders({ affiliateId: 'tea-blog_7' })).body;
    expect(byAffiliate.map((order) => [order.id, order.siteId]).sort()).toEqual(
      [
        [onMain.body.orderNumber, 1],
        [onReseller.body.orderNumber, 2],
      ].sort(),
    );
    const onSite2 = (await listOrders({ siteId: 2 })).body;
    expect(onSite2.map((order) => order.id)).toEqual([onReseller.body.orderNumber]);
    const onSite1 = (await listOrders({ siteId: '1' })).body;
    expect(onSite1.map((order) => order.id).sort()).toEqual(
      [onMain.body.orderNumber, unpaid.body.orderNumber, plain.body.orderNumber].sort(),
    );
    expect(onSite1.find((order) => order.id === plain.body.orderNumber)?.affiliateId).toBeNull();

    const month = new Date().toISOString().slice(0, 7);
    const revenueCents = Math.round(
      byAffiliate.reduce((sum, order) => sum + order.revenue, 0) * 100,
    );
    const rows = (await report()).body;
    expect(rows).toEqual([
      {
        id: `tea-blog_7:${month}`,
        affiliateId: 'tea-blog_7',
        month,
        orders: 2,
        paidOrders: 2,
        revenueCents,
        revenue: revenueCents / 100,
      },
      // An order not paid yet is counted, but brings no revenue.
      expect.objectContaining({
        affiliateId: 'snack-vlog',
        orders: 1,
        paidOrders: 0,
        revenueCents: 0,
      }),
    ]);
    expect((await report({ siteId: 2 })).body).toEqual([
      expect.objectContaining({ affiliateId: 'tea-blog_7', orders: 1, paidOrders: 1 }),
    ]);
    expect((await report({ affiliateId: 'snack-vlog' })).body).toHaveLength(1);
    expect((await report({ from: '2001-01', to: '2001-12' })).body).toEqual([]);
  }, 60_000);

  it('names site 2 in the subject of the mails it sends for its host', async () => {
    const { email } = await server.registerUser('bo@example.com', 'customer');
    expect(
      (await postOnHost('ko.reseller.localhost', '/api/auth/forgot-password', { email })).status,
    ).toBe(202);
    expect((await server.mail.next(email)).subject).toBe('[Seoul Snack Depot] Reset your password');
  });

  it('refuses affiliate ids that are not letters, digits, _ and -, and shows the report to staff only', async () => {
    for (const affiliateId of [
      '<script>alert(1)</script>',
      'a b',
      '',
      'x'.repeat(65),
      'ünïcode',
      '../../etc/passwd',
      "1' or '1'='1",
      '=cmd|calc',
      42,
    ]) {
      const placed = await placeOrder({ affiliateId });
      expect(placed.status, String(affiliateId)).toBe(400);
      expect(placed.body.error.code).toBeTypeOf('string');
      const filtered = await report({ affiliateId });
      expect(filtered.status).toBe(400);
    }
    for (const filter of [{ siteId: 3 }, { siteId: 'x' }]) {
      expect((await report(filter)).status).toBe(400);
      expect((await listOrders(filter)).status).toBe(400);
    }
    expect((await report({ from: '2026-13' })).status).toBe(400);
    expect((await report({}, shopper)).status).toBe(403);
    expect((await server.request('GET', '/api/admin/affiliates')).status).toBe(401);
  });
});
