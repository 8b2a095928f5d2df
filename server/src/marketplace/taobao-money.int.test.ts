import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testProduct } from '../catalog/catalog-test-kit.js';
import { startTestServer, type TestServer } from '../server-test-kit.js';
import { linkTaobao } from './taobao-test-kit.js';

interface TaobaoAccountView {
  link: string;
  suspended: boolean;
  notice: string | null;
  syncs: { listings: { running: boolean; finishedAt: string | null } };
}

const receiver = {
  name: '王小明',
  mobile: '13800138000',
  state: '上海',
  city: '上海市',
  address: '世纪大道 100 号',
};

/**
 * The money of a seller's Taobao service through the whole stack, with the sync round every 5 s:
 * the monthly fee a wallet cannot cover suspends the seller (nothing on sale, no sync on
 * request), the deposit that covers it debits it and reinstates them; and a Taobao order whose
 * charge still waits for a deposit, cancelled on Taobao, takes the charge back.
 */
describe('Taobao fees and charges', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ TAOBAO_SYNC_SECONDS: '5' });
    await server.listProducts([
      testProduct(1, { category: 'teas', priceCents: 1000, stock: 8 }),
      testProduct(2, { category: 'teas', priceCents: 2000, stock: 3 }),
    ]);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function newSeller(email: string) {
    const { userId } = await server.registerUser(email, 'seller');
    return { userId, token: (await server.sessionFor(userId)).token };
  }

  const account = async (token: string) =>
    (await server.request<TaobaoAccountView>('GET', '/api/admin/taobao', { token })).body;

  const entries = (sellerId: string) =>
    server.db
      .selectFrom('wallet_entries')
      .select(['entry_id', 'code', 'status', 'direction', 'amount_cents', 'foreign_amount'])
      .where('owner_id', '=', sellerId)
      .orderBy('revision')
      .execute();

  const onSale = (nick: string) =>
    (server.taobao?.items(nick) ?? [])
      .filter((item) => item.approve_status === 'onsale')
      .map((item) => item.outer_id)
      .sort();

  it('suspends a seller whose wallet cannot pay the monthly fee and reinstates them after a deposit', async () => {
    const seller = await newSeller('fee-seller@example.com');
    const nick = 'fee-tea-shop';
    expect(await linkTaobao(server, seller.token, nick)).toBe('/admin/#/taobao?linked=1');
    const settings = await server.request('PUT', '/api/admin/taobao/settings', {
      token: seller.token,
      body: { categories: ['teas'], markupPercent: 0, markupFixedCny: 0 },
    });
    expect(settings.status).toBe(200);

    // The first round charges this month's fee to an empty wallet: it waits, the seller is out.
    await expect
      .poll(async () => (await account(seller.token)).suspended, { timeout: 30_000 })
      .toBe(true);
    expect((await account(seller.token)).notice).toBe('Deposit balance is not enough');
    expect(await entries(seller.userId)).toEqual([
      expect.objectContaining({ code: 'MONTHLY_FEE', status: 'pending', direction: 'debit' }),
    ]);
    // Whatever the listing sync did before, nothing stays on sale while suspended.
    await expect.poll(() => onSale(nick), { timeout: 30_000 }).toEqual([]);
    const refused = await server.request('POST', '/api/admin/taobao/sync', {
      token: seller.token,
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(refused.body).toMatchObject({ error: { code: 'suspended' } });

    // A deposit covers the fee: debited from it, the seller is back and the teas go on sale.
    await server.fundWallet(seller.userId, 1000);
    await expect
      .poll(async () => (await account(seller.token)).suspended, { timeout: 30_000 })
      .toBe(false);
    await expect.poll(() => onSale(nick), { timeout: 30_000 }).toEqual(['1', '2']);
    const ledger = await entries(seller.userId);
    const fees = ledger.filter((entry) => entry.code === 'MONTHLY_FEE');
    expect(fees).toEqual([
      expect.objectContaining({
        entry_id: `monthly-fee-${new Date().toISOString().slice(0, 7)}`,
        status: 'posted',
        direction: 'debit',
        foreign_amount: expect.objectContaining({ currency: 'CNY', minor: 2100 }),
      }),
    ]);

    // Later rounds do not charge the month again.
    const listingsRun = (await account(seller.token)).syncs.listings.finishedAt;
    await expect
      .poll(async () => (await account(seller.token)).syncs.listings.finishedAt, {
        timeout: 30_000,
      })
      .not.toBe(listingsRun);
    expect(
      (await entries(seller.userId)).filter((entry) => entry.code === 'MONTHLY_FEE'),
    ).toHaveLength(1);
  });

  it('takes back the waiting charge of a Taobao order cancelled on Taobao: no money is taken for it', async () => {
    const seller = await newSeller('cancel-seller@example.com');
    const nick = 'cancel-tea-shop';
    // Enough for the month's fee (21 CNY), not for the order below.
    await server.fundWallet(seller.userId, 500);
    await linkTaobao(server, seller.token, nick);
    await server.request('PUT', '/api/admin/taobao/settings', {
      token: seller.token,
      body: { categories: ['teas'], markupPercent: 0, markupFixedCny: 0 },
    });
    await expect.poll(() => onSale(nick), { timeout: 30_000 }).toEqual(['1', '2']);
    await expect
      .poll(async () => (await entries(seller.userId)).map((entry) => entry.code), {
        timeout: 30_000,
      })
      .toContain('MONTHLY_FEE');

    const item = server.taobao?.items(nick).find((listed) => listed.outer_id === '2');
    const trade = server.taobao?.placeTrade(nick, {
      num_iid: String(item?.num_iid),
      num: 1,
      receiver,
    });
    const taobaoOrder = () =>
      server.db
        .selectFrom('orders')
        .select(['order_number', 'status', 'payment_status', 'refund_status'])
        .where('customer_id', '=', seller.userId)
        .executeTakeFirst();
    await expect
      .poll(async () => (await taobaoOrder())?.payment_status, { timeout: 30_000 })
      .toBe('Not paid yet');
    const orderNumber = (await taobaoOrder())?.order_number;
    await expect
      .poll(
        async () =>
          (await entries(seller.userId)).find((entry) => entry.entry_id === `order-${orderNumber}`)
            ?.status,
        { timeout: 30_000 },
      )
      .toBe('pending');

    // The buyer is refunded on Taobao: the order is cancelled and its charge withdrawn.
    server.taobao?.moveTrade(nick, Number(trade?.tid), 'TRADE_CLOSED');
    await expect
      .poll(async () => (await taobaoOrder())?.status, { timeout: 30_000 })
      .toBe('Cancelled');
    await expect
      .poll(
        async () =>
          (await entries(seller.userId)).some((entry) => entry.entry_id === `order-${orderNumber}`),
        { timeout: 30_000 },
      )
      .toBe(false);

    // The next deposit takes nothing for it, and nothing is refunded: nothing was paid.
    await server.fundWallet(seller.userId, 5000);
    const balance = async () =>
      (
        await server.db
          .selectFrom('wallets')
          .select('balance_cents')
          .where('owner_id', '=', seller.userId)
          .executeTakeFirst()
      )?.balance_cents;
    const fee = (await entries(seller.userId)).find((entry) => entry.code === 'MONTHLY_FEE');
    await expect.poll(balance, { timeout: 30_000 }).toBe(500 + 5000 - (fee?.amount_cents ?? 0));
    const ledger = await entries(seller.userId);
    expect(ledger.map((entry) => entry.code)).toEqual(['ADJUSTMENT', 'MONTHLY_FEE', 'ADJUSTMENT']);
    expect((await taobaoOrder())?.payment_status).toBe('Not paid yet');
  });
});
