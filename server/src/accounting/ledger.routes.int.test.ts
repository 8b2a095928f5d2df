import { shopCommands } from '@shop/core';
import { testMetadata } from '@shop/core/testing';
import { waitForProjection } from '@shop/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiError, startTestServer, type TestServer } from '../server-test-kit.js';

interface LedgerRecord {
  id: string;
  accountId: string;
  code: string;
  status: string;
  income: number;
  outgo: number;
  balance: number;
  remark: string;
  reverses: string | null;
  foreign: { currency: string; amount: number; rate: number } | null;
  createdAt: string;
}
interface Statement {
  month: string;
  opening: number;
  income: number;
  outgo: number;
  closing: number;
}

let server: TestServer;
let staff: string;

beforeAll(async () => {
  // 200 charges at once from one address: the limits have their own tests (rate-limits.int.test.ts).
  server = await startTestServer({ RATE_LIMITS: 'false' });
  const { userId } = await server.registerUser('staff@ledger.test', 'staff');
  staff = (await server.sessionFor(userId)).token;
});
afterAll(() => server?.close());

async function seller(email: string) {
  const { userId } = await server.registerUser(email, 'customer');
  const { token } = await server.sessionFor(userId);
  await server.request('POST', '/api/seller', {
    token,
    body: { wechatId: email.split('@')[0], wechatNickname: 'S' },
  });
  return { userId, token };
}

const list = (token: string, filter: Record<string, unknown> = {}, extra = '') =>
  server.request<LedgerRecord[]>(
    'GET',
    `/api/admin/ledger?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`,
    { token },
  );

/** Entries at chosen moments, as a history months long would have left them. */
async function history(accountId: string) {
  const commands = shopCommands(server.store);
  const steps = [
    ['2026-08-03T10:00:00Z', 'CreditWallet', 'DEPOSIT', 10_000],
    ['2026-08-20T10:00:00Z', 'DebitWallet', 'ORDER_PAYMENT', 2_500],
    ['2026-09-01T00:00:00Z', 'DebitWallet', 'MONTHLY_FEE', 292],
    ['2026-10-05T09:00:00Z', 'DebitWallet', 'SHIPPING_FEE', 1_200],
    ['2026-10-06T09:00:00Z', 'CreditWallet', 'REFUND', 500],
  ] as const;
  let last = null;
  for (const [index, [at, type, code, amountCents]] of steps.entries()) {
    const { position } = await commands.wallet(
      accountId,
      { type, entryId: `h-${index}`, amountCents, code, remark: `${code} ${index}` },
      testMetadata({ occurredAt: at }),
    );
    last = position ?? last;
  }
  if (last) await waitForProjection(server.db, 'wallets', last);
}

describe('ledger', () => {
  it('takes exactly 50 of 200 concurrent charges against a balance that covers 50', {
    timeout: 120_000,
  }, async () => {
    const { userId } = await seller('busy@ledger.test');
    await server.fundWallet(userId, 50 * 100);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        server.request('POST', '/api/admin/ledger', {
          token: staff,
          body: { accountId: userId, direction: 'debit', amount: 1, remark: 'Charge' },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(50);
    expect(statuses.filter((status) => status === 402)).toHaveLength(150);
    const wallet = await server.request<{ balance: number }>(
      'GET',
      `/api/admin/wallets/${userId}`,
      { token: staff },
    );
    expect(wallet.body.balance).toBe(0);
    const charges = await list(staff, { accountId: userId, code: 'ADJUSTMENT' }, '&range=[0,499]');
    expect(charges.body.filter((entry) => entry.outgo === 1)).toHaveLength(50);
    expect(Math.min(...charges.body.map((entry) => entry.balance))).toBe(0);
  });

  it('lists a seller only their own entries, with filters by code, status and period', async () => {
    const ann = await seller('ann@ledger.test');
    const bob = await seller('bob@ledger.test');
    await history(ann.userId);
    await server.fundWallet(bob.userId, 700);

    const own = await list(ann.token, { accountId: bob.userId });
    expect(own.body.map((entry) => entry.accountId)).toEqual(Array(5).fill(ann.userId));
    expect(own.body[0]).toMatchObject({ code: 'REFUND', income: 5, balance: 65.08 });
    expect(own.headers.get('content-range')).toBe('ledger 0-4/5');

    const fees = await list(ann.token, { code: ['MONTHLY_FEE', 'SHIPPING_FEE'] });
    expect(fees.body.map((entry) => entry.code).sort()).toEqual(['MONTHLY_FEE', 'SHIPPING_FEE']);
    const october = await list(ann.token, { from: '2026-10-01', to: '2026-10-31' });
    expect(october.body.map((entry) => entry.code)).toEqual(['REFUND', 'SHIPPING_FEE']);
    expect((await list(ann.token, { status: 'pending' })).body).toEqual([]);

    const bobEntry = (await list(bob.token)).body[0];
    const hidden = await server.request('GET', `/api/admin/ledger/${bobEntry?.id}`, {
      token: ann.token,
    });
    expect(hidden.status).toBe(404);
    const shown = await server.request<LedgerRecord>('GET', `/api/admin/ledger/${bobEntry?.id}`, {
      token: bob.token,
    });
    expect(shown.body.income).toBe(7);
    const bad = await list(ann.token, { from: 'last week' });
    expect(bad.status).toBe(400);
  });

  it('adjusts with a remark and corrects with a new entry that reverses the old', async () => {
    const cy = await seller('cy@ledger.test');
    const noRemark = await server.request<ApiError>('POST', '/api/admin/ledger', {
      token: staff,
      body: { accountId: cy.userId, direction: 'credit', amount: 10 },
    });
    expect(noRemark.status).toBe(400);
    expect(noRemark.body.error.message).toContain('A remark is required.');
    const byCustomer = await server.request('POST', '/api/admin/ledger', {
      token: cy.token,
      body: { accountId: cy.userId, direction: 'credit', amount: 10, remark: 'Mine' },
    });
    expect(byCustomer.status).toBe(403);

    const credit = await server.request<LedgerRecord>('POST', '/api/admin/ledger', {
      token: staff,
      body: { accountId: cy.userId, direction: 'credit', amount: 12.5, remark: 'Goodwill' },
    });
    expect(credit.status).toBe(201);
    expect(credit.body).toMatchObject({ code: 'ADJUSTMENT', income: 12.5, balance: 12.5 });

    const reversal = await server.request<LedgerRecord>(
      'POST',
      `/api/admin/ledger/${encodeURIComponent(credit.body.id)}/reverse`,
      { token: staff, body: { remark: 'Entered twice' } },
    );
    expect(reversal.status).toBe(201);
    expect(reversal.body).toMatchObject({ outgo: 12.5, balance: 0, reverses: credit.body.id });
    const original = await server.request<LedgerRecord>(
      'GET',
      `/api/admin/ledger/${encodeURIComponent(credit.body.id)}`,
      { token: staff },
    );
    expect(original.body.status).toBe('reversed');
    // Asking again (a double click, a retry) answers with the one correction made.
    const again = await server.request<LedgerRecord>(
      'POST',
      `/api/admin/ledger/${encodeURIComponent(credit.body.id)}/reverse`,
      { token: staff, body: { remark: 'Again' } },
    );
    expect(again.body).toMatchObject({ id: reversal.body.id, remark: 'Entered twice' });
    const entries = await list(staff, { accountId: cy.userId });
    expect(entries.body).toHaveLength(2);
  });
});

describe('statements and time travel', () => {
  it('gives monthly statements where closing = opening + income − outgo', async () => {
    const dee = await seller('dee@ledger.test');
    await history(dee.userId);
    const statements = await server.request<Statement[]>(
      'GET',
      `/api/admin/statements?sort=${encodeURIComponent('["month","ASC"]')}&range=[0,2]`,
      { token: dee.token },
    );
    expect(statements.body).toEqual([
      expect.objectContaining({
        month: '2026-08',
        opening: 0,
        income: 100,
        outgo: 25,
        closing: 75,
      }),
      expect.objectContaining({
        month: '2026-09',
        opening: 75,
        income: 0,
        outgo: 2.92,
        closing: 72.08,
      }),
      expect.objectContaining({
        month: '2026-10',
        opening: 72.08,
        income: 5,
        outgo: 12,
        closing: 65.08,
      }),
    ]);
    const none = await server.request<Statement[]>('GET', '/api/admin/statements', {
      token: staff,
    });
    expect(none.body).toEqual([]);
  });

  it('shows a wallet as it stood at a past moment, from its events', async () => {
    const eve = await seller('eve@ledger.test');
    await history(eve.userId);
    const at = async (moment: string) =>
      (
        await server.request<{ balance: number; entries: number }>(
          'GET',
          `/api/admin/wallets/${eve.userId}?at=${encodeURIComponent(moment)}`,
          { token: eve.token },
        )
      ).body;
    expect(await at('2026-08-01T00:00:00Z')).toMatchObject({ balance: 0, entries: 0 });
    expect(await at('2026-08-20T10:00:00Z')).toMatchObject({ balance: 75, entries: 2 });
    expect(await at('2026-09-30')).toMatchObject({ balance: 72.08, entries: 3 });
    const now = await server.request<{ balance: number }>(
      'GET',
      `/api/admin/wallets/${eve.userId}`,
      {
        token: staff,
      },
    );
    expect(now.body.balance).toBe(65.08);
    const bad = await server.request('GET', `/api/admin/wallets/${eve.userId}?at=yesterday`, {
      token: eve.token,
    });
    expect(bad.status).toBe(400);
  });
});
