import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { depositRefusal, readDepositReturn } from './deposit-return';
import { exampleAmount, topUpAmount, topUpBounds } from './top-up';
import { decodeDeposit, decodeWallet, decodeWalletEntries } from './wallet.decode';

const depositId = 'deposit-0d9c5b3e-8a7f-4c1e-9b2a-3f6d8e1c2b4a';

describe('topUpAmount', () => {
  it('writes an amount with the decimals of its currency', () => {
    expect(topUpAmount('50', 'USD')).toEqual({ ok: true, amount: '50.00' });
    expect(topUpAmount(' 1,234.5 ', 'USD')).toEqual({ ok: true, amount: '1234.50' });
    expect(topUpAmount('５０００', 'JPY')).toEqual({ ok: true, amount: '5000' });
    expect(topUpAmount('57500', 'KRW')).toEqual({ ok: true, amount: '57500' });
    expect(topUpAmount('360.25', 'CNY')).toEqual({ ok: true, amount: '360.25' });
  });

  it('wants an amount, written as one', () => {
    expect(topUpAmount('', 'USD')).toEqual({ ok: false, problem: 'required' });
    expect(topUpAmount('   ', 'USD')).toEqual({ ok: false, problem: 'required' });
    for (const typed of ['abc', '-5', '1e3', '10.123', '5.']) {
      expect(topUpAmount(typed, 'USD')).toEqual({ ok: false, problem: 'invalid' });
    }
    // Neither yen nor won have a minor unit.
    expect(topUpAmount('1000.5', 'JPY')).toEqual({ ok: false, problem: 'invalid' });
    expect(topUpAmount('5000.00', 'KRW')).toEqual({ ok: false, problem: 'invalid' });
  });

  it("keeps within the server's US$1.00 to US$10,000.00, in every currency", () => {
    expect(topUpAmount('0.99', 'USD')).toEqual({ ok: false, problem: 'range' });
    expect(topUpAmount('1', 'USD')).toEqual({ ok: true, amount: '1.00' });
    expect(topUpAmount('10000', 'USD')).toEqual({ ok: true, amount: '10000.00' });
    expect(topUpAmount('10000.01', 'USD')).toEqual({ ok: false, problem: 'range' });
    expect(topUpAmount('1000', 'KRW')).toEqual({ ok: false, problem: 'range' });
    expect(topUpAmount('11500006', 'KRW')).toEqual({ ok: false, problem: 'range' });
  });

  it('names bounds that are themselves accepted', () => {
    expect(topUpBounds('USD')).toEqual({ min: 1, max: 10000 });
    expect(topUpBounds('KRW')).toEqual({ min: 1150, max: 11500000 });
    for (const currency of ['USD', 'KRW', 'CNY', 'JPY'] as const) {
      const { min, max } = topUpBounds(currency);
      expect(topUpAmount(String(min), currency).ok).toBe(true);
      expect(topUpAmount(String(max), currency).ok).toBe(true);
    }
  });

  it('gives an example in the form the currency is written', () => {
    expect(exampleAmount('USD')).toBe('50.00');
    expect(exampleAmount('JPY')).toBe('7750');
  });
});

describe('readDepositReturn', () => {
  it('captures after approval and stops after the shopper turned back', () => {
    expect(readDepositReturn(`?deposit=${depositId}`)).toEqual({ action: 'capture', depositId });
    expect(readDepositReturn(`?deposit=${depositId}&cancelled=1`)).toEqual({
      action: 'cancelled',
      depositId,
    });
    expect(readDepositReturn(`?deposit=${depositId}&cancelled=0`).action).toBe('capture');
  });

  it('ignores a page without a deposit, or with something else in its place', () => {
    expect(readDepositReturn('')).toEqual({ action: 'none' });
    expect(readDepositReturn('?page=2')).toEqual({ action: 'none' });
    expect(readDepositReturn('?deposit=../orders')).toEqual({ action: 'none' });
  });
});

describe('depositRefusal', () => {
  it('lets the shopper approve again after a decline', () => {
    expect(depositRefusal(new ApiError(402, 'payment_declined', 'declined'))).toEqual({
      kind: 'declined',
    });
    expect(depositRefusal(new ApiError(401, 'unauthenticated', 'login'))).toEqual({
      kind: 'signed-out',
    });
    expect(depositRefusal(new ApiError(404, 'not_found', 'gone'))).toEqual({ kind: 'failed' });
    expect(depositRefusal(new TypeError('Failed to fetch'))).toEqual({ kind: 'failed' });
  });
});

describe('the wallet answers', () => {
  it('reads the balance in the currency asked for and in dollars', () => {
    expect(decodeWallet({ balance: 57500, currency: 'KRW', balanceUsd: 50 })).toEqual({
      balance: 57500,
      currency: 'KRW',
      balanceUsd: 50,
    });
    expect(() => decodeWallet({ currency: 'USD' })).toThrow();
  });

  it('reads a page of entries, leaving out one that does not read', () => {
    const page = decodeWalletEntries({
      items: [
        {
          id: 'deposit-1',
          code: 'DEPOSIT',
          remark: 'Deposit by PayPal',
          income: 50,
          outgo: 0,
          balance: 50,
          orderNumber: null,
          createdAt: '2026-11-22T03:00:00.000Z',
        },
        { id: 'broken', balance: 'lots' },
      ],
      total: 21,
      page: 2,
      pageSize: 20,
      pages: 2,
    });
    expect(page).toMatchObject({ total: 21, page: 2, pages: 2 });
    expect(page.items).toEqual([
      {
        id: 'deposit-1',
        code: 'DEPOSIT',
        remark: 'Deposit by PayPal',
        income: 50,
        outgo: 0,
        balance: 50,
        orderNumber: undefined,
        createdAt: '2026-11-22T03:00:00.000Z',
      },
    ]);
  });

  it('reads a deposit and its PayPal link', () => {
    expect(
      decodeDeposit({
        id: depositId,
        status: 'approval',
        amount: 50,
        currency: 'USD',
        charged: { currency: 'USD', value: '50.00' },
        approvalUrl: 'https://paypal.test/checkoutnow?token=T',
      }),
    ).toEqual({
      id: depositId,
      status: 'approval',
      amount: 50,
      approvalUrl: 'https://paypal.test/checkoutnow?token=T',
    });
    expect(() => decodeDeposit({ status: 'approval' })).toThrow();
  });
});
