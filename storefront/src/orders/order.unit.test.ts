import { describe, expect, it } from 'vitest';
import { decodeOrder, decodeOrders, decodePlacedOrder } from './order.decode';
import {
  canCancel,
  courierKey,
  noteKey,
  paymentKey,
  refundKey,
  statusKey,
  timelineLabel,
  trackingHref,
} from './order-display';

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

describe('where an order stands', () => {
  it('reads whether a step is under way, its note, refund and PayPal link', () => {
    const order = decodeOrder({
      ...raw,
      status: 'Cancelled',
      paymentStatus: 'paid',
      paymentMethod: 'wallet',
      inProgress: true,
      note: 'Cancelled by the customer',
      refundStatus: 'started',
      approvalUrl: null,
    });
    expect(order).toMatchObject({
      paymentMethod: 'wallet',
      inProgress: true,
      note: 'Cancelled by the customer',
      refundStatus: 'started',
      approvalUrl: undefined,
    });
    expect(decodeOrder({ ...raw, refundStatus: 'weird', paymentMethod: 'card' })).toMatchObject({
      inProgress: false,
      refundStatus: undefined,
      paymentMethod: undefined,
    });
  });

  it('reads a placed order that is still being set up, with no amounts yet', () => {
    expect(
      decodePlacedOrder({
        orderNumber: '10012345678901234',
        status: 'Processing',
        paymentStatus: 'Not paid yet',
        inProgress: true,
        approvalUrl: null,
      }),
    ).toEqual({
      orderNumber: '10012345678901234',
      status: 'Processing',
      paymentStatus: 'Not paid yet',
      paymentMethod: undefined,
      inProgress: true,
      note: undefined,
      refundStatus: undefined,
      approvalUrl: undefined,
      total: undefined,
      currency: undefined,
    });
  });

  it("names the server's notes in the shopper's language, and passes on others", () => {
    expect(noteKey('Cancelled by the customer')).toBe('cancelledByYou');
    expect(noteKey('Payment not received in time')).toBe('paymentExpired');
    expect(noteKey('Payment cancelled at PayPal')).toBe('cancelledAtPayPal');
    expect(noteKey('Deposit balance is not enough')).toBe('depositNotEnough');
    expect(
      noteKey('Please check the following items are out of stock now or in not enough stock.'),
    ).toBe('outOfStock');
    expect(noteKey('PayPal declined the payment. Please try another card or account.')).toBe(
      'paymentDeclined',
    );
    expect(noteKey('PayPal took 9.99 USD instead of 12.99 USD; it is given back.')).toBe(
      'paymentMismatch',
    );
    expect(noteKey('Damaged in the warehouse')).toBeUndefined();
  });

  it('tells where the refund goes and whether it is there', () => {
    expect(refundKey({ refundStatus: 'started', paymentMethod: 'wallet' })).toBe('startedWallet');
    expect(refundKey({ refundStatus: 'done', paymentMethod: 'wallet' })).toBe('doneWallet');
    expect(refundKey({ refundStatus: 'started', paymentMethod: 'paypal' })).toBe('startedPayPal');
    expect(refundKey({ refundStatus: 'done', paymentMethod: 'paypal' })).toBe('donePayPal');
    expect(refundKey({ refundStatus: undefined, paymentMethod: 'paypal' })).toBeUndefined();
  });

  it('names the timeline events of placing, paying and refunding', () => {
    for (const [type, key] of [
      ['OrderStockReserved', 'stockReserved'],
      ['OrderRejected', 'rejected'],
      ['OrderPaymentDeclined', 'paymentDeclined'],
      ['OrderRefundStarted', 'refundStarted'],
      ['OrderRefunded', 'refunded'],
    ]) {
      expect(timelineLabel(type ?? '')).toEqual({ key });
    }
  });
});

describe('the parcel of a shipped order', () => {
  it('reads the courier status and the timeline of moves and scans', () => {
    const order = decodeOrder({
      orderNumber: '10012345678901234',
      status: 'Shipped internationally',
      paymentStatus: 'paid',
      total: 12,
      currency: 'USD',
      items: [],
      trackingNumber: 'YM-1',
      carrier: { id: 2, name: 'Yamato Transport', trackingUrl: 'https://track.example/YM-1' },
      courierStatus: 'In transit',
      timeline: [
        { type: 'OrderStatusChanged', occurredAt: '2026-11-24T01:00:00Z', to: 'Purchasing' },
        {
          type: 'ShipmentScanned',
          occurredAt: '2026-11-24T02:00:00Z',
          courierStatus: 'In transit',
          location: 'Narita',
        },
      ],
    });
    expect(order.courierStatus).toBe('In transit');
    expect(order.timeline).toEqual([
      expect.objectContaining({ type: 'OrderStatusChanged', to: 'Purchasing' }),
      expect.objectContaining({ courierStatus: 'In transit', location: 'Narita' }),
    ]);
  });

  it('names every courier status the shop knows, and no other', () => {
    expect(courierKey('Out for delivery')).toBe('outForDelivery');
    expect(courierKey('Delivered')).toBe('delivered');
    expect(courierKey('Teleported')).toBeUndefined();
  });
});
