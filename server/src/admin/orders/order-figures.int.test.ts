import { createLogger } from '@shop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoSeller } from '../../bootstrap/demo-seller.js';
import { testProduct } from '../../catalog/catalog-test-kit.js';
import { idempotencyKey, tokyoRecipient } from '../../orders/checkout-test-kit.js';
import { type ApiError, startTestServer, type TestServer } from '../../server-test-kit.js';

interface OrderRecord {
  id: string;
  customerId: string;
  status: string;
  paymentStatus: string;
  revenue: number;
  salePrice: number | null;
  purchaseCost: number | null;
  profit: number | null;
}
interface OrderThen extends OrderRecord {
  at: string;
  events: number;
  timeline: { type: string; occurredAt: string }[];
}
interface Dashboard {
  totals: { profit: number; fees: number; revenue: number; purchaseCost: number; shipping: number };
}

let server: TestServer;
let staff: string;
let demoId: string;
const now = new Date('2026-11-20T12:00:00Z');

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMITS: 'false' });
  await server.listProducts([1, 2, 3, 4].map((id) => testProduct(id, { stock: 500 })));
  await seedDemoSeller({
    store: server.store,
    db: server.db,
    logger: createLogger('test', 'silent'),
    email: 'demo@figures.test',
    password: 'demo seller password',
    now,
  });
  const demo = await server.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'demo@figures.test')
    .executeTakeFirstOrThrow();
  demoId = demo.id;
  const { userId } = await server.registerUser('staff@figures.test', 'staff');
  staff = (await server.sessionFor(userId)).token;
}, 180_000);
afterAll(() => server?.close());

async function account(email: string, seller: boolean) {
  const { userId } = await server.registerUser(email, 'customer');
  const { token } = await server.sessionFor(userId);
  if (seller) {
    await server.request('POST', '/api/seller', {
      token,
      body: { wechatId: email.split('@')[0], wechatNickname: 'S' },
    });
  }
  return { userId, token };
}

async function placeOrder(token: string, userId: string) {
  await server.fundWallet(userId, 10_000);
  const placed = await server.request<{ orderNumber: string }>('POST', '/api/orders', {
    token,
    headers: { 'idempotency-key': idempotencyKey() },
    body: {
      items: [{ id: 1, quantity: 1 }],
      currency: 'USD',
      paymentMethod: 'wallet',
      recipient: tokyoRecipient,
    },
  });
  expect(placed.status).toBe(201);
  return placed.body.orderNumber;
}

const orders = (token: string, filter: Record<string, unknown>, sort = '["createdAt","DESC"]') =>
  server.request<OrderRecord[]>(
    'GET',
    `/api/admin/orders?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent(sort)}&range=[0,499]`,
    { token },
  );

const cents = (dollars: number | null) => Math.round((dollars ?? 0) * 100);

describe('profit in the orders list', () => {
  it('is each seller order’s sale price − purchase cost − shipping: with the fees, the dashboard’s profit', async () => {
    const listed = await orders(staff, { q: 'demo@figures.test' });
    expect(listed.status).toBe(200);
    expect(listed.body.length).toBeGreaterThan(10);
    for (const order of listed.body) {
      expect(order.profit).not.toBeNull();
      expect(order.purchaseCost).toBeGreaterThan(0);
    }
    const dashboard = await server.request<Dashboard>(
      'GET',
      `/api/admin/dashboard?from=2026-01-01&to=2026-11-20&accountId=${demoId}`,
      { token: staff },
    );
    const { totals } = dashboard.body;
    const sum = listed.body.reduce((total, order) => total + cents(order.profit), 0);
    expect(sum - cents(totals.fees)).toBe(cents(totals.profit));
    const revenue = listed.body.reduce((total, order) => total + cents(order.salePrice), 0);
    expect(revenue).toBe(cents(totals.revenue));
  });

  it('sorts by profit both ways, the same as the values shown', async () => {
    for (const order of ['ASC', 'DESC'] as const) {
      const { body } = await orders(staff, { q: 'demo@figures.test' }, `["profit","${order}"]`);
      const profits = body.map((record) => cents(record.profit));
      const sorted = [...profits].sort((a, b) => (order === 'ASC' ? a - b : b - a));
      expect(profits).toEqual(sorted);
    }
  });

  it('shows a seller their own orders with revenue and profit, and a customer’s order none', {
    timeout: 60_000,
  }, async () => {
    const ann = await account('ann@figures.test', true);
    const cy = await account('cy@figures.test', false);
    const annOrder = await placeOrder(ann.token, ann.userId);
    const cyOrder = await placeOrder(cy.token, cy.userId);
    await expect
      .poll(async () => (await orders(ann.token, {})).body.map((order) => order.paymentStatus), {
        timeout: 20_000,
      })
      .toEqual(['paid']);
    const own = await orders(ann.token, {});
    expect(own.body.map((order) => order.id)).toEqual([annOrder]);
    const [mine] = own.body;
    // Placed here, not sold on a platform: no sale price, so the purchase is a loss so far.
    expect(mine).toMatchObject({ salePrice: null, purchaseCost: mine?.revenue });
    expect(mine?.profit).toBe(-(mine?.revenue ?? 0));

    const shipped = await server.request('PUT', `/api/admin/orders/${annOrder}/shipment`, {
      token: staff,
      body: { carrierId: 2, trackingNumber: 'YM-1111-2222', weightGrams: 400, shippingFee: 7.5 },
    });
    expect(shipped.status).toBe(200);
    await expect
      .poll(async () => (await orders(ann.token, {})).body[0]?.profit, { timeout: 20_000 })
      .toBeCloseTo(-(mine?.revenue ?? 0) - 7.5, 2);

    const customer = await orders(staff, { id: cyOrder });
    expect(customer.body[0]).toMatchObject({ id: cyOrder, profit: null, purchaseCost: null });
  });
});

describe('an order at a moment', () => {
  async function demoOrder() {
    const { body } = await orders(staff, { q: 'demo@figures.test' });
    const number = body.at(-1)?.id ?? '';
    const events = await server.store.readStream(`order-${number}`);
    return { number, events };
  }

  it('is folded from the order’s events up to the moment', async () => {
    const { number, events } = await demoOrder();
    const placedAt = Date.parse(events[0]?.metadata.occurredAt ?? '');
    const paid = events.find((event) => event.type === 'OrderPaid');
    const paidAt = Date.parse(paid?.metadata.occurredAt ?? '');
    expect(paidAt).toBeGreaterThan(placedAt);
    const between = new Date((placedAt + paidAt) / 2).toISOString();
    const then = await server.request<OrderThen>(
      'GET',
      `/api/admin/orders/${number}?at=${encodeURIComponent(between)}`,
      { token: staff },
    );
    expect(then.status).toBe(200);
    expect(then.body).toMatchObject({ id: number, at: between, paymentStatus: 'Not paid yet' });
    expect(then.body.events).toBeLessThan(events.length);
    for (const entry of then.body.timeline) {
      expect(Date.parse(entry.occurredAt)).toBeLessThanOrEqual(Date.parse(between));
    }
    const later = await server.request<OrderThen>(
      'GET',
      `/api/admin/orders/${number}?at=${encodeURIComponent(new Date(paidAt).toISOString())}`,
      { token: staff },
    );
    expect(later.body.paymentStatus).toBe('paid');
    // The seller sees their own order the same way.
    const { token } = await server.login('demo@figures.test', 'demo seller password');
    const own = await server.request<OrderThen>(
      'GET',
      `/api/admin/orders/${number}?at=${encodeURIComponent(between)}`,
      { token },
    );
    expect(own.body.paymentStatus).toBe('Not paid yet');
  });

  it('answers 404 before the order existed, 400 for a bad moment, 404 for another seller', async () => {
    const { number, events } = await demoOrder();
    const before = new Date(Date.parse(events[0]?.metadata.occurredAt ?? '') - 1000);
    const early = await server.request<ApiError>(
      'GET',
      `/api/admin/orders/${number}?at=${encodeURIComponent(before.toISOString())}`,
      { token: staff },
    );
    expect(early.status).toBe(404);
    expect(early.body.error.code).toBe('order_not_yet_placed');
    for (const bad of ['yesterday', '2026-13-01', '', '2026-11-01T25:00:00Z']) {
      const answer = await server.request<ApiError>(
        'GET',
        `/api/admin/orders/${number}?at=${encodeURIComponent(bad)}`,
        { token: staff },
      );
      expect(answer.status, bad).toBe(400);
      expect(answer.body.error.code).toBe('invalid_moment');
    }
    const bob = await account('bob@figures.test', true);
    const other = await server.request('GET', `/api/admin/orders/${number}?at=2026-11-01`, {
      token: bob.token,
    });
    expect(other.status).toBe(404);
    const customer = await account('dan@figures.test', false);
    const refused = await server.request('GET', `/api/admin/orders/${number}?at=2026-11-01`, {
      token: customer.token,
    });
    expect(refused.status).toBe(403);
  });
});

describe('an attacker', () => {
  it('gets 404 for another seller’s wallet at any moment', async () => {
    const eve = await account('eve@figures.test', true);
    for (const at of ['', '?at=2026-10-01', '?at=not-a-time', '?at=2026-10-01T00:00:00Z']) {
      const answer = await server.request('GET', `/api/admin/wallets/${demoId}${at}`, {
        token: eve.token,
      });
      expect(answer.status, at).toBe(404);
    }
    const own = await server.request<{ balance: number }>(
      'GET',
      `/api/admin/wallets/${eve.userId}?at=2026-10-01`,
      { token: eve.token },
    );
    expect(own.status).toBe(200);
  });

  it('gets 400 for a dashboard period too long or malformed, never a slow 500', async () => {
    const periods = [
      'from=0001-01-01&to=9999-12-31',
      'from=1970-01-01',
      'to=9999-12-31&from=2026-01-01',
      'from=2026-11-02&to=2026-11-01',
      'from=275760-09-13&to=275760-09-14',
      'from=2026-02-30&to=2026-03-01',
      'from=2026-01-01&from=2026-02-01&to=2026-03-01',
      'from=2026-01-01T00:00:00%2B99:00',
    ];
    for (const period of periods) {
      const answer = await server.request<ApiError>('GET', `/api/admin/dashboard?${period}`, {
        token: staff,
      });
      expect(answer.status, period).toBe(400);
      expect(answer.body.error.code, period).toMatch(/^invalid_/);
    }
    const longest = await server.request(
      'GET',
      '/api/admin/dashboard?from=2025-10-17&to=2026-11-20',
      {
        token: staff,
      },
    );
    expect(longest.status).toBe(200);
  });

  it('lands one reversal of an entry, however many staff send at once', {
    timeout: 60_000,
  }, async () => {
    const fay = await account('fay@figures.test', true);
    await server.fundWallet(fay.userId, 5_000);
    const charge = await server.request<{ id: string }>('POST', '/api/admin/ledger', {
      token: staff,
      body: { accountId: fay.userId, direction: 'debit', amount: 10, remark: 'Mistake' },
    });
    expect(charge.status).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        server.request('POST', `/api/admin/ledger/${encodeURIComponent(charge.body.id)}/reverse`, {
          token: staff,
          body: { remark: 'Charged by mistake' },
        }),
      ),
    );
    for (const answer of answers) expect([201, 409]).toContain(answer.status);
    expect(answers.some((answer) => answer.status === 201)).toBe(true);
    const entries = await server.request<{ reverses: string | null; status: string }[]>(
      'GET',
      `/api/admin/ledger?filter=${encodeURIComponent(JSON.stringify({ accountId: fay.userId }))}`,
      { token: staff },
    );
    expect(entries.body.filter((entry) => entry.reverses === charge.body.id)).toHaveLength(1);
    const wallet = await server.request<{ balance: number }>(
      'GET',
      `/api/admin/wallets/${fay.userId}`,
      { token: staff },
    );
    expect(wallet.body.balance).toBe(50);
  });
});
