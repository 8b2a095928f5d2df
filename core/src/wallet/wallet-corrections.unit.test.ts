import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.js';
import { walletDecider } from './wallet.decider.js';
import type { WalletEvent } from './wallet.events.js';

const { given } = deciderSpec(walletDecider);
const entry = { remark: 'r', orderNumber: null, causedBy: null };
const deposit: WalletEvent = {
  type: 'WalletCredited',
  data: { ...entry, entryId: 'd1', amountCents: 500, balanceCents: 500, code: 'DEPOSIT' },
};
const fee = { entryId: 'fee-2026-11', amountCents: 292, code: 'MONTHLY_FEE' as const };

describe('charges that wait for balance', () => {
  it('pends a charge the balance does not cover, when the charge may wait', () => {
    given()
      .when({ type: 'DebitWallet', whenShort: 'pend', remark: 'r', ...fee })
      .thenEmits({ type: 'WalletChargePending', data: { ...entry, ...fee } });
    given()
      .when({ type: 'DebitWallet', remark: 'r', ...fee })
      .thenThrows('insufficient_balance', 'Deposit balance is not enough');
  });

  it('debits waiting charges, oldest first, from the credit that covers them', () => {
    const pending = (entryId: string, amountCents: number): WalletEvent => ({
      type: 'WalletChargePending',
      data: { ...entry, entryId, amountCents, code: 'SHIPPING_FEE' },
    });
    given(pending('s1', 300), pending('s2', 400))
      .when({ type: 'CreditWallet', entryId: 'd2', amountCents: 500, code: 'DEPOSIT', remark: 'r' })
      .thenEmits(
        {
          type: 'WalletCredited',
          data: { ...entry, entryId: 'd2', amountCents: 500, balanceCents: 500, code: 'DEPOSIT' },
        },
        {
          type: 'WalletDebited',
          data: {
            ...entry,
            entryId: 's1',
            amountCents: 300,
            balanceCents: 200,
            code: 'SHIPPING_FEE',
          },
        },
      );
  });

  it('withdraws a waiting charge (a cancelled order): a later credit no longer debits it', () => {
    const order = { entryId: 'order-1', amountCents: 700, code: 'ORDER_PAYMENT' as const };
    const pending: WalletEvent = {
      type: 'WalletChargePending',
      data: { ...entry, ...order, orderNumber: '1001' },
    };
    const withdrawn: WalletEvent = {
      type: 'WalletChargeWithdrawn',
      data: { ...order, remark: 'Order cancelled', orderNumber: '1001' },
    };
    given(pending)
      .when({ type: 'WithdrawPendingCharge', entryId: 'order-1', remark: 'Order cancelled' })
      .thenEmits(withdrawn);
    given(pending, withdrawn)
      .when({ type: 'CreditWallet', entryId: 'd2', amountCents: 900, code: 'DEPOSIT', remark: 'r' })
      .thenEmits({
        type: 'WalletCredited',
        data: { ...entry, entryId: 'd2', amountCents: 900, balanceCents: 900, code: 'DEPOSIT' },
      });
    // Withdrawn once; the same charge asked for again is not taken again.
    given(pending, withdrawn)
      .when({ type: 'WithdrawPendingCharge', entryId: 'order-1', remark: 'Order cancelled' })
      .thenEmits();
    given(pending, withdrawn)
      .when({ type: 'DebitWallet', whenShort: 'pend', remark: 'r', ...order })
      .thenEmits();
    // Posted already (a credit covered it first): not withdrawn, the refund gives it back.
    given(deposit)
      .when({ type: 'WithdrawPendingCharge', entryId: 'd1', remark: 'Order cancelled' })
      .thenEmits();
  });
});

describe('corrections', () => {
  it('reverses a posted entry with a new one, once', () => {
    const reversal: WalletEvent = {
      type: 'WalletDebited',
      data: {
        entryId: 'fix-1',
        amountCents: 500,
        balanceCents: 0,
        code: 'DEPOSIT',
        remark: 'Paid twice',
        orderNumber: null,
        causedBy: 'd1',
        reverses: 'd1',
      },
    };
    given(deposit)
      .when({
        type: 'ReverseWalletEntry',
        entryId: 'd1',
        reversalId: 'fix-1',
        remark: 'Paid twice',
      })
      .thenEmits(reversal);
    given(deposit, reversal)
      .when({ type: 'ReverseWalletEntry', entryId: 'd1', reversalId: 'fix-2', remark: 'Again' })
      .thenThrows('entry_reversed', 'This entry has been reversed already.');
    given(deposit)
      .when({ type: 'ReverseWalletEntry', entryId: 'nope', reversalId: 'fix-3', remark: 'x' })
      .thenThrows('entry_not_found', 'There is no posted entry with this id.');
  });

  it('refuses to reverse a credit the balance no longer holds', () => {
    const spent: WalletEvent = {
      type: 'WalletDebited',
      data: { ...entry, entryId: 'o1', amountCents: 400, balanceCents: 100, code: 'ORDER_PAYMENT' },
    };
    given(deposit, spent)
      .when({ type: 'ReverseWalletEntry', entryId: 'd1', reversalId: 'fix-1', remark: 'x' })
      .thenThrows('insufficient_balance', 'Deposit balance is not enough');
  });
});
