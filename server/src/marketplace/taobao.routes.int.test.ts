import { aggregateState, taobaoAccountDecider, taobaoAccountStream } from '@shop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testProduct } from '../catalog/catalog-test-kit.js';
import { startTestServer, type TestServer } from '../server-test-kit.js';
import { linkTaobao } from './taobao-test-kit.js';

interface TaobaoAccountView {
  link: string;
  nick: string | null;
  categories: string[];
  markupPercent: number;
  syncs: { listings: { running: boolean; done: number; total: number; finishedAt: string | null } };
}

interface ListingRow {
  productId: number;
  status: string;
  numIid: string | null;
  priceCny: number;
  quantity: number;
}

/**
 * A seller's Taobao: linking through the sandbox's OAuth, settings with a price preview, the
 * listings the sync makes, trades that become orders charged to the seller's wallet (waiting for
 * a deposit when it falls short), and staff's queue dashboard.
 */
describe('Taobao in the back office', () => {
  let server: TestServer;
  let seller: { userId: string; token: string };
  const nick = 'routes-tea-shop';

  beforeAll(async () => {
    server = await startTestServer({ TAOBAO_SYNC_SECONDS: '3600' });
    await server.listProducts([
      testProduct(1, { category: 'teas', priceCents: 1000, stock: 8 }),
      testProduct(2, { category: 'teas', priceCents: 2000, stock: 3 }),
      testProduct(3, { category: 'sweets', priceCents: 500, stock: 5 }),
    ]);
    const { userId } = await server.registerUser('taobao-seller@example.com', 'seller');
    seller = { userId, token: (await server.sessionFor(userId)).token };
  });
  afterAll(async () => {
    await server?.close();
  });

  const account = async () =>
    (await server.request<TaobaoAccountView>('GET', '/api/admin/taobao', { token: seller.token }))
      .body;

  it('links the sandbox seller through OAuth and keeps the session sealed', async () => {
    const landing = await linkTaobao(server, seller.token, nick);
    expect(landing).toBe('/admin/#/taobao?linked=1');
    await expect.poll(async () => (await account()).link).toBe('linked');
    expect((await account()).nick).toBe(nick);
    const state = await aggregateState(
      server.store,
      taobaoAccountStream(seller.userId),
      taobaoAccountDecider,
    );
    expect(JSON.stringify(state.sealedSession)).not.toMatch(/session/i);
  });

  it('refuses a callback whose state it did not hand out', async () => {
    const callback = await fetch(
      `${server.base}/api/admin/taobao/callback?code=forged&state=forged-state`,
      { headers: { authorization: `Bearer ${seller.token}` }, redirect: 'manual' },
    );
    expect(callback.headers.get('location')).toMatch(/^\/admin\/#\/taobao\?error=/);
  });

  it('previews prices and refuses settings it cannot use', async () => {
    const preview = await server.request<{
      preview: { productId: number; taobaoPriceCny: number }[];
    }>(
      'GET',
      '/api/admin/taobao/price-preview?categories=teas&markupPercent=20&markupFixedCny=1.5',
      { token: seller.token },
    );
    expect(preview.status).toBe(200);
    expect(preview.body.preview).toEqual([
      expect.objectContaining({ productId: 1, ourPriceCny: 72, taobaoPriceCny: 87.9 }),
      expect.objectContaining({ productId: 2, ourPriceCny: 144, taobaoPriceCny: 174.3 }),
    ]);
    const bad = await server.request('PUT', '/api/admin/taobao/settings', {
      token: seller.token,
      body: { categories: ['shoes'], markupPercent: 20, markupFixedCny: 0 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { code: 'invalid_request' } });
  });

  it('lists the chosen category on Taobao with the markup, and shows the listings', async () => {
    const saved = await server.request('PUT', '/api/admin/taobao/settings', {
      token: seller.token,
      body: { categories: ['teas'], markupPercent: 20, markupFixedCny: 0 },
    });
    expect(saved.status).toBe(200);
    await expect
      .poll(
        () =>
          server.taobao
            ?.items(nick)
            .map((item) => [item.outer_id, item.price, item.num])
            .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
        {
          timeout: 20_000,
        },
      )
      .toEqual([
        ['1', '86.40', 8],
        ['2', '172.80', 3],
      ]);
    await expect
      .poll(
        async () =>
          (
            await server.request<ListingRow[]>('GET', '/api/admin/listings', {
              token: seller.token,
            })
          ).body.map((row) => [row.productId, row.status, row.priceCny, row.quantity]),
        { timeout: 10_000 },
      )
      .toEqual(
        expect.arrayContaining([
          [1, 'onsale', 86.4, 8],
          [2, 'onsale', 172.8, 3],
        ]),
      );
    const progress = (await account()).syncs.listings;
    expect(progress).toMatchObject({ running: false, done: 2, total: 2 });
    expect(progress.finishedAt).not.toBeNull();
  });

  it("makes a buyer's trade an order that waits for a deposit, then is paid from the wallet", async () => {
    const item = server.taobao?.items(nick).find((listed) => listed.outer_id === '1');
    server.taobao?.placeTrade(nick, {
      num_iid: String(item?.num_iid),
      num: 2,
      receiver: {
        name: '王小明',
        mobile: '13800138000',
        state: '上海',
        city: '上海市',
        address: '世纪大道 100 号',
      },
    });
    const sync = await server.request('POST', '/api/admin/taobao/sync', { token: seller.token });
    expect(sync.status).toBe(202);
    const taobaoOrder = async () => {
      const { rows } = await server.db
        .selectFrom('orders')
        .select(['order_number', 'payment_status', 'note', 'platform'])
        .where('customer_id', '=', seller.userId)
        .execute()
        .then((found) => ({ rows: found }));
      return rows[0];
    };
    await expect.poll(taobaoOrder, { timeout: 20_000 }).toMatchObject({
      platform: 'taobao',
      payment_status: 'Not paid yet',
      note: 'Deposit balance is not enough',
    });
    await server.fundWallet(seller.userId, 10_000);
    await expect
      .poll(async () => (await taobaoOrder())?.payment_status, { timeout: 20_000 })
      .toBe('paid');
    const charges = await server.db
      .selectFrom('wallet_entries')
      .select(['code', 'amount_cents', 'order_number'])
      .where('owner_id', '=', seller.userId)
      .where('direction', '=', 'debit')
      .execute();
    expect(charges).toEqual([
      {
        code: 'ORDER_PAYMENT',
        amount_cents: 2000,
        order_number: (await taobaoOrder())?.order_number,
      },
    ]);
  });

  it('shows staff the job queues, and no one else', async () => {
    const { userId } = await server.registerUser('queues-staff@example.com', 'staff');
    const staff = await server.sessionFor(userId);
    const asStaff = await fetch(`${server.base}/api/admin/queues/`, {
      headers: { cookie: `auth.session=${staff.token}` },
    });
    expect(asStaff.status).toBe(200);
    expect(await asStaff.text()).toContain('Shop job queues');
    const api = await fetch(`${server.base}/api/admin/queues/api/queues`, {
      headers: { cookie: `auth.session=${staff.token}` },
    });
    expect(
      ((await api.json()) as { queues: { name: string }[] }).queues.map((q) => q.name),
    ).toContain('taobao');
    const asSeller = await fetch(`${server.base}/api/admin/queues/`, {
      headers: { cookie: `auth.session=${seller.token}` },
    });
    expect(asSeller.status).toBe(403);
    expect((await fetch(`${server.base}/api/admin/queues/`)).status).toBe(401);
    const forged = await fetch(`${server.base}/api/admin/queues/api/queues/taobao/pause`, {
      method: 'PUT',
      headers: { cookie: `auth.session=${staff.token}`, origin: 'https://evil.example' },
    });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ error: { code: 'csrf_failed' } });
  });
});
