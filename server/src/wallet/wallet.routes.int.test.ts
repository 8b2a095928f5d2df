import { aggregateState, walletDecider, walletStream } from '@shop/core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiError, startTestServer, type TestServer } from '../server-test-kit.js';

interface Deposit {
  id: string;
  status: string;
  amount: number;
  approvalUrl: string | null;
}
interface Entries {
  items: { id: string; code: string; income: number; outgo: number; balance: number }[];
  total: number;
  pages: number;
}

/** A wallet for every account: balance, entries, and deposits through PayPal, credited once. */
describe('wallet API', () => {
  let server: TestServer;
  let ann: { userId: string; token: string };
  let bob: { userId: string; token: string };
  beforeAll(async () => {
    server = await startTestServer();
    for (const [name, set] of [
      ['ann', (value: typeof ann) => (ann = value)],
      ['bob', (value: typeof bob) => (bob = value)],
    ] as const) {
      const { userId } = await server.registerUser(`${name}@wallet.test`, 'customer');
      set({ userId, token: (await server.login(`${name}@wallet.test`)).token });
    }
  });
  afterAll(() => server.close());

  async function approve(approvalUrl: string) {
    const token = new URL(approvalUrl).searchParams.get('token') ?? '';
    const approved = await fetch(new URL('/simulators/paypal/checkoutnow', approvalUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, decision: 'pay' }),
      redirect: 'manual',
    });
    return approved.headers.get('location') ?? '';
  }

  /** A new customer's PayPal deposit, approved by the payer and waiting for its capture. */
  async function approvedDeposit(email: string, amount: string) {
    const { userId } = await server.registerUser(email, 'customer');
    const { token } = await server.login(email);
    const started = await server.request<Deposit>('POST', '/api/wallet/deposits', {
      token,
      body: { amount, currency: 'USD' },
    });
    await approve(started.body.approvalUrl ?? '');
    return { userId, token, id: started.body.id };
  }

  /** Holds the wallets view back: its next batch cannot commit its checkpoint until released. */
  async function holdWalletsView() {
    const holder = new pg.Client({ connectionString: server.databaseUrl });
    await holder.connect();
    await holder.query('BEGIN');
    const held = await holder.query(
      "SELECT 1 FROM projection_checkpoints WHERE name = 'wallets' FOR UPDATE",
    );
    expect(held.rowCount).toBe(1);
    return holder;
  }

  it('credits a PayPal deposit exactly once, however often it is captured', async () => {
    const started = await server.request<Deposit>('POST', '/api/wallet/deposits', {
      token: ann.token,
      body: { amount: '50.00', currency: 'USD' },
    });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ status: 'approval', amount: 50 });
    const back = await approve(started.body.approvalUrl ?? '');
    expect(back).toContain(`/page/account/wallet?deposit=${started.body.id}`);

    const captures = await Promise.all(
      Array.from({ length: 5 }, () =>
        server.request<Deposit>('POST', `/api/wallet/deposits/${started.body.id}/capture`, {
          token: ann.token,
        }),
      ),
    );
    for (const capture of captures) expect(capture.body.status).toBe('completed');
    await server.request('POST', `/api/wallet/deposits/${started.body.id}/capture`, {
      token: ann.token,
    });

    // Once the capture has answered, the wallet shows the money: no waiting for it.
    const wallet = await server.request<{ balanceUsd: number }>('GET', '/api/wallet', {
      token: ann.token,
    });
    expect(wallet.body.balanceUsd).toBe(50);
    const entries = await server.request<Entries>('GET', '/api/wallet/entries', {
      token: ann.token,
    });
    expect(entries.body.items).toEqual([
      expect.objectContaining({ code: 'DEPOSIT', income: 50, outgo: 0, balance: 50 }),
    ]);
    const inWon = await server.request<{ balance: number; currency: string }>(
      'GET',
      '/api/wallet?currency=KRW',
      { token: ann.token },
    );
    expect(inWon.body).toMatchObject({ balance: 57_500, currency: 'KRW' });
  });

  it('answers a capture only once the wallet shows the money', async () => {
    const deposit = await approvedDeposit('cy@wallet.test', '30');
    const { userId, token } = deposit;
    const holder = await holdWalletsView();
    try {
      let answered = false;
      const capture = server
        .request<Deposit>('POST', `/api/wallet/deposits/${deposit.id}/capture`, { token })
        .finally(() => {
          answered = true;
        });
      // The credit is on the wallet's own stream...
      await expect
        .poll(
          async () =>
            (await aggregateState(server.store, walletStream(userId), walletDecider)).entryIds.has(
              `deposit-${deposit.id}`,
            ),
          { timeout: 20_000 },
        )
        .toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 300));
      // ...but the page would read the view, which does not show it yet: no answer so far.
      expect(answered).toBe(false);
      await holder.query('ROLLBACK');
      expect((await capture).body.status).toBe('completed');
      const wallet = await server.request<{ balanceUsd: number }>('GET', '/api/wallet', { token });
      expect(wallet.body.balanceUsd).toBe(30);
    } finally {
      await holder.end();
    }
  });

  it('still answers a capture with the deposit when the wallets view is long behind', async () => {
    const { token, id } = await approvedDeposit('dee@wallet.test', '5');
    const holder = await holdWalletsView();
    try {
      // Held past the wait (5 s): the money is credited, so the answer says so, not an error.
      const capture = await server.request<Deposit>('POST', `/api/wallet/deposits/${id}/capture`, {
        token,
      });
      expect(capture.status).toBe(200);
      expect(capture.body.status).toBe('completed');
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
    await expect
      .poll(
        async () =>
          (await server.request<{ balanceUsd: number }>('GET', '/api/wallet', { token })).body
            .balanceUsd,
      )
      .toBe(5);
  }, 30_000);

  it("keeps one account out of another account's deposit", async () => {
    const started = await server.request<Deposit>('POST', '/api/wallet/deposits', {
      token: ann.token,
      body: { amount: '10', currency: 'USD' },
    });
    for (const [method, path] of [
      ['GET', `/api/wallet/deposits/${started.body.id}`],
      ['POST', `/api/wallet/deposits/${started.body.id}/capture`],
    ] as const) {
      expect((await server.request(method, path, { token: bob.token })).status).toBe(404);
    }
    expect(
      (await server.request('GET', '/api/wallet/deposits/not-a-deposit', { token: ann.token }))
        .status,
    ).toBe(404);
    expect((await server.request('GET', '/api/wallet')).status).toBe(401);
  });

  it('makes one deposit of one Idempotency-Key, and refuses amounts out of bounds', async () => {
    const key = 'deposit-key-0001';
    const [first, second] = await Promise.all(
      [1, 2].map(() =>
        server.request<Deposit>('POST', '/api/wallet/deposits', {
          token: bob.token,
          headers: { 'idempotency-key': key },
          body: { amount: '25.00', currency: 'USD' },
        }),
      ),
    );
    expect(first?.body.id).toBe(second?.body.id);
    for (const amount of ['0.50', '10000.01', '-5', '1e3', 'abc', '12.345', '99999999999']) {
      const refused = await server.request<ApiError>('POST', '/api/wallet/deposits', {
        token: bob.token,
        body: { amount, currency: 'USD' },
      });
      expect(refused.status, amount).toBe(400);
    }
    const yen = await server.request<Deposit>('POST', '/api/wallet/deposits', {
      token: bob.token,
      body: { amount: '1550', currency: 'JPY' },
    });
    expect(yen.status).toBe(201);
    expect(yen.body.amount).toBe(10);
  });

  it('pages the entries, newest first', async () => {
    for (let i = 0; i < 25; i++) await server.fundWallet(bob.userId, 100);
    const first = await server.request<Entries>('GET', '/api/wallet/entries?page=1&pageSize=10', {
      token: bob.token,
    });
    expect(first.body.total).toBe(25);
    expect(first.body.pages).toBe(3);
    expect(first.body.items[0]?.balance).toBe(25);
    const last = await server.request<Entries>('GET', '/api/wallet/entries?page=3&pageSize=10', {
      token: bob.token,
    });
    expect(last.body.items.map((item) => item.balance)).toEqual([5, 4, 3, 2, 1]);
    expect(
      (await server.request('GET', '/api/wallet/entries?pageSize=1000', { token: bob.token }))
        .status,
    ).toBe(400);
  });
});
