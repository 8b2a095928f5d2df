import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { DomainError } from '../decider/decider.js';
import { testOrderDraft } from '../testing/test-orders.js';
import { type OrderCommand, type OrderState, orderDecider } from './order.decider.js';
import type { OrderEvent } from './order.events.js';

const draft = testOrderDraft({
  recipient: {
    fullName: 'Jane Doe',
    phone: '555',
    postalCode: '10001',
    country: 'US',
    city: 'New York',
    address: '1 Main St',
  },
  courier: { id: 1, name: 'USPS' },
  origin: 'https://example.com',
});

const weighted = (weight: number, arbitrary: fc.Arbitrary<OrderCommand>) => ({ weight, arbitrary });
// Weighted so that many lives reach a cancellation, a payment and a refund.
const command: fc.Arbitrary<OrderCommand> = fc.oneof(
  weighted(1, fc.constant({ type: 'PlaceOrder', ...draft })),
  weighted(3, fc.constant({ type: 'ConfirmStock' })),
  weighted(
    1,
    fc.constant({
      type: 'RejectOrder',
      reason: 'out_of_stock',
      message: 'Out of stock',
      shortLines: [],
    }),
  ),
  weighted(
    2,
    fc.constant({
      type: 'StartPayment',
      paymentId: 'order-10012345678901234',
      currency: 'USD',
      value: '21.98',
      approveUrl: 'https://paypal.example/approve',
    }),
  ),
  weighted(
    4,
    fc.record({
      type: fc.constant('RecordPayment' as const),
      provider: fc.constantFrom('paypal' as const, 'wallet' as const),
      reference: fc.constantFrom('CAPTURE-1', 'CAPTURE-2', 'order-10012345678901234'),
      paymentStatus: fc.constantFrom('paid' as const, 'Paid temporarily' as const),
    }),
  ),
  weighted(2, fc.constant({ type: 'DeclinePayment', message: 'Card declined' })),
  weighted(
    4,
    fc.record({
      type: fc.constant('CancelOrder' as const),
      reason: fc.constant('cancelled'),
      by: fc.constantFrom('customer' as const, 'staff' as const, 'payment' as const),
    }),
  ),
  weighted(3, fc.constant({ type: 'StartRefund' })),
  weighted(
    3,
    fc.constantFrom('REFUND-1', 'REFUND-2').map((reference) => ({
      type: 'RecordRefund' as const,
      reference,
    })),
  ),
);

/** Every order's life starts with its checkout; then anything may come, in any order. */
const commands = fc
  .array(command, { maxLength: 30, size: 'max' })
  .map((rest): OrderCommand[] => [{ type: 'PlaceOrder', ...draft }, ...rest]);

/** Decides every command in turn; a command the decider refuses is skipped. */
function* decideAll(all: readonly OrderCommand[]) {
  let state: OrderState = orderDecider.initialState;
  for (const next of all) {
    let events: readonly OrderEvent[];
    try {
      events = orderDecider.decide(next, state);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      continue;
    }
    for (const event of events) {
      const before = state;
      state = orderDecider.evolve(state, event);
      yield { before, event, after: state };
    }
  }
}

test.prop([commands], { numRuns: 500 })(
  'a refund is started once, for a paid and cancelled order, and recorded once after it started',
  (all) => {
    let started = 0;
    let refunded = 0;
    for (const { before, event } of decideAll(all)) {
      if (event.type === 'OrderRefundStarted') {
        started += 1;
        expect(before).toMatchObject({ status: 'Cancelled', paymentStatus: 'paid' });
        if (before.status === 'none') throw new Error('refund of an order never placed');
        expect(event.data).toEqual({
          provider: before.paidWith?.provider,
          reference: before.paidWith?.reference,
          usdCents: draft.amounts.totalUsdCents,
        });
      }
      if (event.type === 'OrderRefunded') {
        refunded += 1;
        expect(started).toBe(1);
      }
    }
    expect(started).toBeLessThanOrEqual(1);
    expect(refunded).toBeLessThanOrEqual(1);
  },
);

test.prop([commands], { numRuns: 500 })(
  'a cancelled order stays cancelled, and a paid order stays paid by the same payment',
  (all) => {
    for (const { before, after } of decideAll(all)) {
      if (before.status === 'none' || after.status === 'none') continue;
      if (before.status === 'Cancelled') expect(after.status).toBe('Cancelled');
      if (before.paymentStatus === 'paid') {
        expect(after.paymentStatus).toBe('paid');
        expect(after.paidWith).toEqual(before.paidWith);
      }
      if (after.refund !== 'none') expect(after.status).toBe('Cancelled');
    }
  },
);

test.prop([commands], { numRuns: 500 })(
  'an order is placed once, and a payment is started once and never for a cancelled order',
  (all) => {
    let placed = 0;
    let paymentsStarted = 0;
    for (const { before, event } of decideAll(all)) {
      if (event.type === 'OrderPlaced') placed += 1;
      if (event.type === 'OrderPaymentStarted') {
        paymentsStarted += 1;
        expect(before.status).not.toBe('Cancelled');
      }
    }
    expect(placed).toBe(1);
    expect(paymentsStarted).toBeLessThanOrEqual(1);
  },
);
