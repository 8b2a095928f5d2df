import { describe, expect, it } from 'vitest';
import type { OrderDraft, PaymentMethod } from '../orders/order.events.js';
import { deciderSpec } from '../testing/decider-spec.js';
import {
  type CheckoutCommand,
  checkoutDecider,
  checkoutOrderNumber,
  checkoutStream,
  orderOfKey,
} from './checkout.decider.js';
import type { CheckoutEvent } from './checkout.events.js';

const { given, fold } = deciderSpec(checkoutDecider);

const customerId = 'c-1';
const hour = 60 * 60 * 1000;
const keyTtlMs = 24 * hour;
const maxUnpaidOrders = 3;
const noon = new Date('2026-11-24T12:00:00.000Z');
const later = (ms: number) => new Date(noon.getTime() + ms);

const priced = (paymentMethod: PaymentMethod = 'paypal'): Omit<OrderDraft, 'orderNumber'> => ({
  customerId,
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

const startCheckout = (
  idempotencyKey: string,
  {
    requestHash = `hash-${idempotencyKey}`,
    now = noon,
    paymentMethod = 'paypal',
  }: { requestHash?: string; now?: Date; paymentMethod?: PaymentMethod } = {},
): Extract<CheckoutCommand, { type: 'StartCheckout' }> => ({
  type: 'StartCheckout',
  idempotencyKey,
  requestHash,
  order: priced(paymentMethod),
  now,
  maxUnpaidOrders,
  keyTtlMs,
});

/** The event a checkout command gives as the `nth` checkout of the customer. */
const started = (
  command: Extract<CheckoutCommand, { type: 'StartCheckout' }>,
  nth: number,
): CheckoutEvent => ({
  type: 'CheckoutStarted',
  data: {
    idempotencyKey: command.idempotencyKey,
    requestHash: command.requestHash,
    startedAt: command.now.toISOString(),
    order: {
      ...command.order,
      orderNumber: checkoutOrderNumber(customerId, command.idempotencyKey, nth),
    },
  },
});
const settled = (event: CheckoutEvent): CheckoutEvent => {
  if (event.type !== 'CheckoutStarted') throw new Error('settles a started checkout');
  return { type: 'CheckoutSettled', data: { orderNumber: event.data.order.orderNumber } };
};

const first = started(startCheckout('key-1'), 0);
const second = started(startCheckout('key-2'), 1);
const third = started(startCheckout('key-3'), 2);

describe('checkout decider', () => {
  it("keeps a customer's checkouts on one stream", () => {
    expect(checkoutStream(customerId)).toBe('checkout-c-1');
  });

  describe('checkoutOrderNumber', () => {
    it('gives "100" and 14 digits, always the same for the same customer, key and count', () => {
      const number = checkoutOrderNumber(customerId, 'key-1', 0);
      expect(number).toMatch(/^100\d{14}$/);
      expect(checkoutOrderNumber(customerId, 'key-1', 0)).toBe(number);
    });

    it('gives another number for another customer, key or count', () => {
      const numbers = new Set([
        checkoutOrderNumber(customerId, 'key-1', 0),
        checkoutOrderNumber('c-2', 'key-1', 0),
        checkoutOrderNumber(customerId, 'key-2', 0),
        checkoutOrderNumber(customerId, 'key-1', 1),
      ]);
      expect(numbers.size).toBe(4);
    });
  });

  describe('StartCheckout', () => {
    it('starts the checkout of the priced order under its own number', () => {
      given().when(startCheckout('key-1')).thenEmits(first);
      expect(first).toMatchObject({
        data: {
          startedAt: '2026-11-24T12:00:00.000Z',
          order: { orderNumber: expect.stringMatching(/^100\d{14}$/) },
        },
      });
    });

    it('numbers each checkout of the customer after those before it', () => {
      given(first).when(startCheckout('key-2')).thenEmits(second);
    });

    it('answers a retried request (same key, same request) with its order while the key lives', () => {
      given(first).when(startCheckout('key-1')).thenNothing();
      given(first)
        .when(startCheckout('key-1', { now: later(keyTtlMs) }))
        .thenNothing();
    });

    it('answers a retry even when the customer has as many unpaid orders as allowed', () => {
      given(first, second, third).when(startCheckout('key-3')).thenNothing();
    });

    it('refuses the same key for another request while the key is fresh', () => {
      given(first)
        .when(startCheckout('key-1', { requestHash: 'another' }))
        .thenThrows(
          'idempotency_key_reused',
          'This Idempotency-Key was used for a different order.',
        );
      given(first)
        .when(startCheckout('key-1', { requestHash: 'another', now: later(keyTtlMs) }))
        .thenThrows(
          'idempotency_key_reused',
          'This Idempotency-Key was used for a different order.',
        );
    });

    it('takes an expired key as a new one: a new order, whatever the request', () => {
      const again = startCheckout('key-1', { now: later(keyTtlMs + 1) });
      given(first).when(again).thenEmits(started(again, 1));
      const other = startCheckout('key-1', { requestHash: 'another', now: later(keyTtlMs + 1) });
      given(first).when(other).thenEmits(started(other, 1));
      expect(orderOf(started(again, 1))).not.toBe(orderOf(first));
    });

    it('refuses a PayPal order while as many as allowed wait for their payment', () => {
      given(first, second, third)
        .when(startCheckout('key-4'))
        .thenThrows(
          'too_many_unpaid_orders',
          'You have 3 orders waiting for payment. Pay for or cancel one of them before placing another.',
        );
    });

    it('counts orders whose key expired while they still wait for their payment', () => {
      given(first, second, third)
        .when(startCheckout('key-1', { now: later(keyTtlMs + 1) }))
        .thenThrows(
          'too_many_unpaid_orders',
          'You have 3 orders waiting for payment. Pay for or cancel one of them before placing another.',
        );
    });

    it('takes a PayPal order again once one of the waiting ones is settled', () => {
      const fourth = startCheckout('key-4');
      given(first, second, third, settled(second)).when(fourth).thenEmits(started(fourth, 3));
    });

    it('neither limits nor counts orders paid from the wallet', () => {
      const wallet = startCheckout('key-4', { paymentMethod: 'wallet' });
      given(first, second, third).when(wallet).thenEmits(started(wallet, 3));
      const walletOrders = ['w-1', 'w-2', 'w-3'].map((key, nth) =>
        started(startCheckout(key, { paymentMethod: 'wallet' }), nth),
      );
      const paypal = startCheckout('key-4');
      given(...walletOrders)
        .when(paypal)
        .thenEmits(started(paypal, 3));
    });

    it('refuses every PayPal order when none may wait for payment', () => {
      given()
        .when({ ...startCheckout('key-1'), maxUnpaidOrders: 0 })
        .thenThrows(
          'too_many_unpaid_orders',
          'You have 0 orders waiting for payment. Pay for or cancel one of them before placing another.',
        );
    });
  });

  describe('SettleCheckout', () => {
    it('settles a PayPal order waiting for its payment, once', () => {
      given(first, second)
        .when({ type: 'SettleCheckout', orderNumber: orderOf(first) })
        .thenEmits(settled(first));
      given(first, settled(first))
        .when({ type: 'SettleCheckout', orderNumber: orderOf(first) })
        .thenNothing();
    });

    it('changes nothing for a wallet order or an order it does not know', () => {
      const wallet = started(startCheckout('w-1', { paymentMethod: 'wallet' }), 0);
      given(wallet)
        .when({ type: 'SettleCheckout', orderNumber: orderOf(wallet) })
        .thenNothing();
      given(first).when({ type: 'SettleCheckout', orderNumber: '10099999999999999' }).thenNothing();
    });
  });

  describe('orderOfKey', () => {
    it('tells the order a key stands for until the key expires', () => {
      const state = fold([first]);
      expect(orderOfKey(state, 'key-1', later(keyTtlMs), keyTtlMs)).toEqual({
        requestHash: 'hash-key-1',
        orderNumber: orderOf(first),
        startedAt: noon.toISOString(),
      });
      expect(orderOfKey(state, 'key-1', later(keyTtlMs + 1), keyTtlMs)).toBeNull();
      expect(orderOfKey(state, 'key-2', noon, keyTtlMs)).toBeNull();
    });
  });
  it('numbers orders as it always has: 100 and 14 digits of SHA-256 over customer, key and count', () => {
    // Pinned, so a change in how the digest is made cannot renumber orders unnoticed.
    expect(checkoutOrderNumber('customer-1', 'key-1', 0)).toBe('10087910982118392');
    expect(checkoutOrderNumber('customer-1', 'key-1', 1)).toBe('10098567760128486');
  });
});

function orderOf(event: CheckoutEvent): string {
  return event.type === 'CheckoutStarted' ? event.data.order.orderNumber : event.data.orderNumber;
}
