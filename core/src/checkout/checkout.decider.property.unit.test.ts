import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { DomainError } from '../decider/decider.js';
import type { OrderDraft } from '../orders/order.events.js';
import { type CheckoutState, checkoutDecider } from './checkout.decider.js';
import type { CheckoutEvent } from './checkout.events.js';

const hour = 60 * 60 * 1000;
const keyTtlMs = 24 * hour;
const maxUnpaidOrders = 3;

const order = (paymentMethod: 'paypal' | 'wallet'): Omit<OrderDraft, 'orderNumber'> => ({
  customerId: 'c-1',
  lines: [
    { productId: 2, variantId: null, title: 'Pocky', quantity: 1, unitMinor: 399, weightGrams: 70 },
  ],
  amounts: {
    currency: 'USD',
    subTotalMinor: 399,
    shippingMinor: 1400,
    taxMinor: 0,
    totalMinor: 1799,
    totalUsdCents: 1799,
  },
  recipient: {
    fullName: 'Jane Doe',
    phone: '555',
    postalCode: '10001',
    country: 'US',
    city: 'New York',
    address: '1 Main St',
  },
  courier: { id: 1, name: 'USPS' },
  paymentMethod,
  origin: 'https://example.com',
});

type Step =
  | {
      kind: 'start';
      key: string;
      requestHash: string;
      paymentMethod: 'paypal' | 'wallet';
      waitMs: number;
    }
  | { kind: 'settle'; pick: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('start' as const),
      key: fc.constantFrom('key-1', 'key-2', 'key-3', 'key-4', 'key-5'),
      requestHash: fc.constantFrom('hash-a', 'hash-b'),
      paymentMethod: fc.constantFrom('paypal' as const, 'wallet' as const),
      waitMs: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 2 * keyTtlMs })),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('settle' as const), pick: fc.nat() }) },
);

test.prop([fc.array(step, { maxLength: 30, size: 'max' })], { numRuns: 300 })(
  'no more PayPal orders wait than allowed, a fresh key keeps its one order, and order numbers never repeat',
  (steps) => {
    let state: CheckoutState = checkoutDecider.initialState;
    let now = Date.parse('2026-11-24T12:00:00.000Z');
    const numbers: string[] = [];
    const apply = (events: readonly CheckoutEvent[]) => {
      for (const event of events) {
        state = checkoutDecider.evolve(state, event);
        if (event.type === 'CheckoutStarted') numbers.push(event.data.order.orderNumber);
      }
    };
    for (const next of steps) {
      if (next.kind === 'settle') {
        const orderNumber = numbers[next.pick % Math.max(1, numbers.length)] ?? '100';
        apply(checkoutDecider.decide({ type: 'SettleCheckout', orderNumber }, state));
        expect(state.unpaid.has(orderNumber)).toBe(false);
        continue;
      }
      now += next.waitMs;
      const known = state.keys.get(next.key);
      const fresh = known !== undefined && now - Date.parse(known.startedAt) <= keyTtlMs;
      const unpaidBefore = state.unpaid.size;
      try {
        const events = checkoutDecider.decide(
          {
            type: 'StartCheckout',
            idempotencyKey: next.key,
            requestHash: next.requestHash,
            order: order(next.paymentMethod),
            now: new Date(now),
            maxUnpaidOrders,
            keyTtlMs,
          },
          state,
        );
        if (fresh) expect(events).toEqual([]);
        else expect(events).toHaveLength(1);
        apply(events);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        if (error.code === 'idempotency_key_reused') {
          expect(fresh && known?.requestHash !== next.requestHash).toBe(true);
        } else {
          expect(error.code).toBe('too_many_unpaid_orders');
          expect([fresh, next.paymentMethod, unpaidBefore]).toEqual([
            false,
            'paypal',
            maxUnpaidOrders,
          ]);
        }
      }
      expect(state.unpaid.size).toBeLessThanOrEqual(maxUnpaidOrders);
    }
    expect(new Set(numbers).size).toBe(numbers.length);
  },
);
