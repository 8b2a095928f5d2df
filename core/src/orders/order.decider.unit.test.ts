import { describe, expect, it } from 'vitest';
import { DomainError } from '../decider/decider.js';
import { walletDecider } from '../wallet/wallet.decider.js';
import { newOrderNumber, type OrderCommand, orderDecider } from './order.decider.js';
import type { OrderEvent } from './order.events.js';

const place: Extract<OrderCommand, { type: 'PlaceOrder' }> = {
  type: 'PlaceOrder',
  orderNumber: '10012345678901234',
  customerId: 'c-1',
  lines: [
    { productId: 2, variantId: null, title: 'Pocky', quantity: 2, unitMinor: 399, weightGrams: 70 },
  ],
  amounts: {
    currency: 'USD',
    subTotalMinor: 798,
    shippingMinor: 1400,
    taxMinor: 0,
    totalMinor: 2198,
    totalUsdCents: 2198,
  },
  recipient: {
    fullName: '山田 太郎',
    phone: '090',
    postalCode: '150-0001',
    country: 'JP',
    city: '渋谷区',
    address: '神宮前1-2-3',
  },
  courier: { id: 2, name: 'Yamato Transport' },
  paymentMethod: 'paypal',
};

function given(events: OrderEvent[]) {
  return events.reduce(orderDecider.evolve, orderDecider.initialState);
}
const placed = () => orderDecider.decide(place, given([])) as OrderEvent[];

describe('order decider', () => {
  it('numbers orders "100" and 14 random digits', () => {
    expect(newOrderNumber()).toMatch(/^100\d{14}$/);
    expect(newOrderNumber()).not.toBe(newOrderNumber());
  });

  it('places an order as Processing and Not paid yet, then records the payment once', () => {
    const state = given(placed());
    expect(state).toMatchObject({ status: 'Processing', paymentStatus: 'Not paid yet' });
    const paid = orderDecider.decide(
      { type: 'RecordPayment', provider: 'paypal', reference: 'CAP-1' },
      state,
    );
    expect(paid).toEqual([
      {
        type: 'OrderPaid',
        data: { provider: 'paypal', reference: 'CAP-1', paymentStatus: 'paid' },
      },
    ]);
    expect(
      orderDecider.decide(
        { type: 'RecordPayment', provider: 'paypal', reference: 'CAP-1' },
        given([...placed(), ...paid]),
      ),
    ).toEqual([]);
  });

  it('lets the customer cancel while Processing, and an abandoned payment not cancel a paid order', () => {
    const state = given(placed());
    expect(
      orderDecider.decide(
        { type: 'CancelOrder', reason: 'changed my mind', by: 'customer' },
        state,
      ),
    ).toEqual([{ type: 'OrderCancelled', data: { reason: 'changed my mind', by: 'customer' } }]);
    const paid = given([
      ...placed(),
      { type: 'OrderPaid', data: { provider: 'paypal', reference: 'x', paymentStatus: 'paid' } },
    ]);
    expect(() =>
      orderDecider.decide({ type: 'CancelOrder', reason: 'late cancel', by: 'payment' }, paid),
    ).toThrowError(DomainError);
  });
});

describe('wallet decider', () => {
  it('debits only what the balance covers, once per reference', () => {
    const credited = walletDecider.decide(
      { type: 'CreditWallet', amountCents: 1000, reason: 'deposit' },
      walletDecider.initialState,
    );
    const state = credited.reduce(walletDecider.evolve, walletDecider.initialState);
    expect(() =>
      walletDecider.decide({ type: 'DebitWallet', amountCents: 1001, reference: 'o-1' }, state),
    ).toThrowError(new DomainError('insufficient_balance', 'Deposit balance is not enough'));
    const debited = walletDecider.decide(
      { type: 'DebitWallet', amountCents: 600, reference: 'o-1' },
      state,
    );
    expect(debited).toEqual([
      { type: 'WalletDebited', data: { amountCents: 600, reference: 'o-1', balanceCents: 400 } },
    ]);
    const after = debited.reduce(walletDecider.evolve, state);
    expect(
      walletDecider.decide({ type: 'DebitWallet', amountCents: 600, reference: 'o-1' }, after),
    ).toEqual([]);
  });
});
