import { describe, expect, it } from 'vitest';
import { decodeOrder, decodeOrders, decodePlacedOrder } from './order.decode';
import { canCancel, paymentKey, statusKey, timelineLabel, trackingHref } from './order-display';

const raw = {
  orderNumber: '10012345678901234',
  status: 'Processing',
  paymentStatus: 'Not paid yet',
  total: 4810,
  subTotal: 2390,
  shippingFee: 2300,
  tax: 120,
  currency: 'JPY',
  createdAt: '2026-11-22T03:00:00.000Z',
  items: [{ id: 101, variantId: 2, title: 'Matcha KitKat', quantity: 2, charged: 1195 }],
  trackingNumber: null,
  carrier: null,
  timeline: [{ type: 'OrderPlaced', occurredAt: '2026-11-22T03:00:00.000Z' }],
};

describe('decodeOrder', () => {
  it('reads an order with its lines and timeline', () => {
    const order = decodeOrder(raw);
    expect(order).toMatchObject({
      orderNumber: '10012345678901234',
      total: 4810,
      currency: 'JPY',
      trackingNumber: undefined,
      carrier: undefined,
    });
    expect(order.items).toEqual([
      { id: 101, variantId: 2, title: 'Matcha KitKat', quantity: 2, charged: 1195 },
    ]);
    expect(order.timeline).toHaveLength(1);
  });

  it('leaves out orders that do not read', () => {
    expect(decodeOrders([raw, { total: 1 }, null])).toHaveLength(1);
    expect(decodeOrders({ items: [raw] })).toHaveLength(1);
  });

  it('reads the answer to placing an order', () => {
    expect(
      decodePlacedOrder({
        orderNumber: '1',
        status: 'Processing',
        paymentStatus: 'Not paid yet',
        total: 12.5,
        currency: 'USD',
        approvalUrl: 'http://localhost:3300/paypal/checkoutnow?token=T',
      }),
    ).toMatchObject({
      orderNumber: '1',
      approvalUrl: 'http://localhost:3300/paypal/checkoutnow?token=T',
    });
    expect(() => decodePlacedOrder({})).toThrow();
  });
});

describe('the order display', () => {
  it('knows every status and payment status of the spec, older spellings too', () => {
    expect(statusKey('Processing')).toBe('processing');
    expect(statusKey('Arrived at our warehouse')).toBe('arrived');
    expect(statusKey('In warehouse')).toBe('arrived');
    expect(statusKey('canceled')).toBe('cancelled');
    expect(statusKey('Lost at sea')).toBeUndefined();
    expect(paymentKey('paid')).toBe('paid');
    expect(paymentKey('Not paid yet')).toBe('notPaid');
    expect(paymentKey('Paid temporarily')).toBe('paidTemporarily');
  });

  it('offers cancelling only while Processing', () => {
    expect(canCancel({ status: 'Processing' })).toBe(true);
    expect(canCancel({ status: 'Purchasing' })).toBe(false);
    expect(canCancel({ status: 'Cancelled' })).toBe(false);
  });

  it("links the tracking number to the carrier's page", () => {
    const carrier = { id: 1, name: 'EMS', trackingUrl: 'https://track.example/?n={tracking}' };
    expect(trackingHref({ trackingNumber: 'EJ 1/2', carrier })).toBe(
      'https://track.example/?n=EJ%201%2F2',
    );
    expect(
      trackingHref({
        trackingNumber: 'EJ1',
        carrier: { ...carrier, trackingUrl: 'https://track.example/EJ1' },
      }),
    ).toBe('https://track.example/EJ1');
    expect(trackingHref({ trackingNumber: undefined, carrier })).toBeUndefined();
    expect(trackingHref({ trackingNumber: 'EJ1', carrier: undefined })).toBeUndefined();
    expect(
      trackingHref({ trackingNumber: 'EJ1', carrier: { ...carrier, trackingUrl: 'javascript:x' } }),
    ).toBeUndefined();
  });

  it('names timeline events, known or not', () => {
    expect(timelineLabel('OrderPlaced')).toEqual({ key: 'placed' });
    expect(timelineLabel('ParcelHandedToCarrier')).toEqual({ text: 'Parcel handed to carrier' });
  });
});
