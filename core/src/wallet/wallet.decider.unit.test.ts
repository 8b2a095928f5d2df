import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.js';
import {
  maxWalletEntryCents,
  type WalletCommand,
  walletDecider,
  walletStream,
} from './wallet.decider.js';
import type { WalletEntry, WalletEvent } from './wallet.events.js';

const { given } = deciderSpec(walletDecider);

const entry = (
  entryId: string,
  amountCents: number,
  balanceCents: number,
  more: Partial<WalletEntry> = {},
): WalletEntry => ({
  entryId,
  amountCents,
  balanceCents,
  code: 'DEPOSIT',
  remark: 'PayPal deposit',
  orderNumber: null,
  causedBy: null,
  ...more,
});
const credited = (entryId: string, amountCents: number, balanceCents: number): WalletEvent => ({
  type: 'WalletCredited',
  data: entry(entryId, amountCents, balanceCents),
});
const debited = (entryId: string, amountCents: number, balanceCents: number): WalletEvent => ({
  type: 'WalletDebited',
  data: entry(entryId, amountCents, balanceCents, {
    code: 'ORDER_PAYMENT',
    remark: 'Order 10012345678901234',
    orderNumber: '10012345678901234',
  }),
});

const credit = (entryId: string, amountCents: number): WalletCommand => ({
  type: 'CreditWallet',
  entryId,
  amountCents,
  code: 'DEPOSIT',
  remark: 'PayPal deposit',
});
const debit = (entryId: string, amountCents: number): WalletCommand => ({
  type: 'DebitWallet',
  entryId,
  amountCents,
  code: 'ORDER_PAYMENT',
  remark: 'Order 10012345678901234',
  orderNumber: '10012345678901234',
});

describe('wallet decider', () => {
  it('keeps one ledger per account', () => {
    expect(walletStream('c-1')).toBe('wallet-c-1');
  });

  describe('CreditWallet', () => {
    it('adds to the balance and records the balance after the entry', () => {
      given(credited('deposit-1', 1000, 1000))
        .when(credit('deposit-2', 250))
        .thenEmits(credited('deposit-2', 250, 1250));
    });

    it('records who caused the entry and for which order', () => {
      given()
        .when({
          type: 'CreditWallet',
          entryId: 'refund-order-10012345678901234',
          amountCents: 2198,
          code: 'REFUND',
          remark: 'Refund of order 10012345678901234',
          orderNumber: '10012345678901234',
          causedBy: 'staff-7',
        })
        .thenEmits({
          type: 'WalletCredited',
          data: {
            entryId: 'refund-order-10012345678901234',
            amountCents: 2198,
            balanceCents: 2198,
            code: 'REFUND',
            remark: 'Refund of order 10012345678901234',
            orderNumber: '10012345678901234',
            causedBy: 'staff-7',
          },
        });
    });
  });

  describe('DebitWallet', () => {
    it('takes what the balance covers', () => {
      given(credited('deposit-1', 1000, 1000))
        .when(debit('order-1', 600))
        .thenEmits(debited('order-1', 600, 400));
    });

    it('may take the whole balance, down to 0', () => {
      given(credited('deposit-1', 1000, 1000))
        .when(debit('order-1', 1000))
        .thenEmits(debited('order-1', 1000, 0));
    });

    it('refuses a debit beyond the balance, by a cent or from an empty wallet', () => {
      given(credited('deposit-1', 1000, 1000))
        .when(debit('order-1', 1001))
        .thenThrows('insufficient_balance', 'Deposit balance is not enough');
      given(credited('deposit-1', 1000, 1000), debited('order-1', 600, 400))
        .when(debit('order-2', 401))
        .thenThrows('insufficient_balance', 'Deposit balance is not enough');
      given()
        .when(debit('order-1', 1))
        .thenThrows('insufficient_balance', 'Deposit balance is not enough');
    });

    it('leaves no trace of a refused debit: its entry id is taken once the balance covers it', () => {
      // A debit of order-1 for 1000 was refused between the two deposits.
      given(credited('deposit-1', 500, 500), credited('deposit-2', 600, 1100))
        .when(debit('order-1', 1000))
        .thenEmits(debited('order-1', 1000, 100));
    });
  });

  describe('the same entry id twice', () => {
    it('takes a credit once', () => {
      given(credited('deposit-1', 1000, 1000))
        .when(credit('deposit-1', 1000))
        .thenNothing();
    });

    it('takes a debit once, even when the balance would cover it again', () => {
      given(credited('deposit-1', 5000, 5000), debited('order-1', 1000, 4000))
        .when(debit('order-1', 1000))
        .thenNothing();
    });

    it('takes the id once whatever the second entry says: another amount or the other way', () => {
      given(credited('deposit-1', 1000, 1000))
        .when(credit('deposit-1', 9999))
        .thenNothing();
      given(credited('deposit-1', 1000, 1000))
        .when(debit('deposit-1', 10))
        .thenNothing();
    });
  });

  it('refuses an amount that is 0, negative, fractional, not a number or above the largest entry', () => {
    for (const amountCents of [
      0,
      -1,
      -1000,
      12.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      maxWalletEntryCents + 1,
      Number.MAX_SAFE_INTEGER,
    ]) {
      given(credited('deposit-1', 1000, 1000))
        .when(credit('deposit-2', amountCents))
        .thenThrows('invalid_amount', 'An amount is a positive number of cents.');
      given(credited('deposit-1', 1000, 1000))
        .when(debit('order-1', amountCents))
        .thenThrows('invalid_amount', 'An amount is a positive number of cents.');
    }
  });

  it('takes the largest entry, a million dollars', () => {
    given()
      .when(credit('deposit-1', maxWalletEntryCents))
      .thenEmits(credited('deposit-1', maxWalletEntryCents, maxWalletEntryCents));
  });

  it('folds the balance of the last entry and every entry id', () => {
    const state = [
      credited('deposit-1', 1000, 1000),
      debited('order-1', 600, 400),
      credited('refund-order-1', 600, 1000),
    ].reduce(walletDecider.evolve, walletDecider.initialState);
    expect(state.balanceCents).toBe(1000);
    expect([...state.entryIds]).toEqual(['deposit-1', 'order-1', 'refund-order-1']);
  });
});
