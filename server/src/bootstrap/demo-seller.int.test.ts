import { createLogger } from '@shop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testProduct } from '../catalog/catalog-test-kit.js';
import { startTestServer, type TestServer } from '../server-test-kit.js';
import { seedDemoSeller } from './demo-seller.js';

interface Dashboard {
  totals: {
    orders: number;
    revenue: number;
    purchaseCost: number;
    shipping: number;
    fees: number;
    profit: number;
    balance: number;
  };
  days: { day: string; revenue: number; profit: number }[];
  ordersByStatus: { status: string; count: number }[];
  topSellers: { email: string; profit: number }[];
  lowBalances: { email: string }[];
}

let server: TestServer;
const now = new Date('2026-11-20T12:00:00Z');

beforeAll(async () => {
  server = await startTestServer();
  await server.listProducts([1, 2, 3, 4].map((id) => testProduct(id, { stock: 500 })));
  const outcome = await seedDemoSeller({
    store: server.store,
    db: server.db,
    logger: createLogger('test', 'silent'),
    email: 'demo@seller.test',
    password: 'demo seller password',
    now,
  });
  expect(outcome).toBe('created');
}, 120_000);
afterAll(() => server?.close());

describe('the demo seller', () => {
  it('signs in as a seller and sees months of ledger, statements that reconcile, and figures', async () => {
    const { token } = await server.login('demo@seller.test', 'demo seller password');
    const user = await server.request<{ user: { role: string } }>('GET', '/api/auth/user', {
      token,
    });
    expect(user.body.user.role).toBe('seller');

    const statements = await server.request<
      { month: string; opening: number; income: number; outgo: number; closing: number }[]
    >('GET', `/api/admin/statements?sort=${encodeURIComponent('["month","ASC"]')}`, { token });
    expect(statements.body.map((row) => row.month)).toEqual([
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    for (const row of statements.body) {
      expect(row.closing).toBeCloseTo(row.opening + row.income - row.outgo, 2);
      expect(row.outgo).toBeGreaterThan(0);
    }
    const fees = await server.request<{ foreign: { currency: string; amount: number } }[]>(
      'GET',
      `/api/admin/ledger?filter=${encodeURIComponent('{"code":"MONTHLY_FEE"}')}`,
      { token },
    );
    expect(fees.body).toHaveLength(3);
    expect(fees.body[0]?.foreign).toMatchObject({ currency: 'CNY', amount: 21 });

    const dashboard = await server.request<Dashboard>(
      'GET',
      '/api/admin/dashboard?from=2026-08-01&to=2026-11-20',
      { token },
    );
    const { totals } = dashboard.body;
    expect(totals.orders).toBeGreaterThan(10);
    expect(totals.revenue).toBeGreaterThan(totals.purchaseCost);
    expect(totals.profit).toBeCloseTo(
      totals.revenue - totals.purchaseCost - totals.shipping - totals.fees,
      2,
    );
    expect(totals.fees).toBeGreaterThan(0);
    expect(totals.balance).toBe(statements.body.at(-1)?.closing);
    expect(dashboard.body.days).toHaveLength(112);
    expect(dashboard.body.days.reduce((sum, row) => sum + row.revenue, 0)).toBeCloseTo(
      totals.revenue,
      2,
    );
    expect(dashboard.body.ordersByStatus.reduce((sum, row) => sum + row.count, 0)).toBe(
      totals.orders,
    );
    expect(dashboard.body.topSellers).toEqual([]);
  });

  it('shows staff the totals across sellers, with the demo seller on top', async () => {
    const { userId } = await server.registerUser('staff@demo.test', 'staff');
    const { token } = await server.sessionFor(userId);
    const dashboard = await server.request<Dashboard>(
      'GET',
      '/api/admin/dashboard?from=2026-08-01&to=2026-11-20',
      { token },
    );
    expect(dashboard.body.topSellers[0]?.email).toBe('demo@seller.test');
    expect(dashboard.body.totals.orders).toBeGreaterThan(10);
    const again = await seedDemoSeller({
      store: server.store,
      db: server.db,
      logger: createLogger('test', 'silent'),
      email: 'demo@seller.test',
      password: 'x',
      now,
    });
    expect(again).toBe('existed');
  });
});
