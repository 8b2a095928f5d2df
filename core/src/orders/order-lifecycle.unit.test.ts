import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.js';
import { testOrderDraft, testOrderNumber } from '../testing/test-orders.js';
import { type OrderCommand, orderDecider } from './order.decider.js';
import {
  type OrderEvent,
  type OrderShipment,
  type OrderStatus,
  orderStatuses,
} from './order.events.js';
import { nextStatuses } from './order-lifecycle.js';

const { given, fold } = deciderSpec(orderDecider);

const orderNumber = testOrderNumber;
const draft = testOrderDraft({ paymentMethod: 'wallet' });
const shipment: OrderShipment = {
  shipmentId: orderNumber,
  carrierId: 2,
  trackingNumber: 'YM-1234-5678',
  weightGrams: 640,
  shippingFeeCents: 1850,
};

const placed: OrderEvent = { type: 'OrderPlaced', data: draft };
const reserved: OrderEvent = { type: 'OrderStockReserved', data: {} };
const paid: OrderEvent = {
  type: 'OrderPaid',
  data: { provider: 'wallet', reference: 'entry-1', paymentStatus: 'paid' },
};
const shipmentRecorded: OrderEvent = { type: 'OrderShipmentRecorded', data: shipment };
const changed = (from: OrderStatus, to: OrderStatus, note: string | null = null): OrderEvent => ({
  type: 'OrderStatusChanged',
  data: { from, to, note },
});
const move = (to: OrderStatus, note = 'a note'): OrderCommand => ({ type: 'MoveOrder', to, note });

/** The events that leave a paid order (with its shipment recorded) at each status. */
const at: Record<string, OrderEvent[]> = {
  Processing: [placed, reserved, paid, shipmentRecorded],
  Purchasing: [placed, reserved, paid, shipmentRecorded, changed('Processing', 'Purchasing')],
  'Arrived at our warehouse': [
    placed,
    reserved,
    paid,
    shipmentRecorded,
    changed('Processing', 'Purchasing'),
    changed('Purchasing', 'Arrived at our warehouse'),
  ],
  'Shipping domestically': [
    placed,
    reserved,
    paid,
    shipmentRecorded,
    changed('Processing', 'Purchasing'),
    changed('Purchasing', 'Arrived at our warehouse'),
    changed('Arrived at our warehouse', 'Shipping domestically'),
  ],
};
at['Shipped internationally'] = [
  ...(at['Shipping domestically'] ?? []),
  changed('Shipping domestically', 'Shipped internationally'),
];
const issueFromPurchasing = [
  ...(at.Purchasing ?? []),
  changed('Purchasing', 'Has an issue', 'Supplier out of stock'),
];
const issueFromShipped = [
  ...(at['Shipped internationally'] ?? []),
  changed('Shipped internationally', 'Has an issue', 'Parcel lost'),
];
const cancelledOrder: OrderEvent[] = [
  ...(at.Processing ?? []),
  { type: 'OrderCancelled', data: { reason: 'Fraud', by: 'staff', from: 'Processing' } },
];

/** Every starting point, and the moves the state machine allows from it. */
const cases: { name: string; from: OrderStatus; events: OrderEvent[]; legal: OrderStatus[] }[] = [
  {
    name: 'Processing',
    from: 'Processing',
    events: at.Processing ?? [],
    legal: ['Purchasing', 'Has an issue', 'Cancelled'],
  },
  {
    name: 'Purchasing',
    from: 'Purchasing',
    events: at.Purchasing ?? [],
    legal: ['Arrived at our warehouse', 'Has an issue', 'Cancelled'],
  },
  {
    name: 'Arrived at our warehouse',
    from: 'Arrived at our warehouse',
    events: at['Arrived at our warehouse'] ?? [],
    legal: ['Shipping domestically', 'Has an issue', 'Cancelled'],
  },
  {
    name: 'Shipping domestically',
    from: 'Shipping domestically',
    events: at['Shipping domestically'] ?? [],
    legal: ['Shipped internationally', 'Has an issue', 'Cancelled'],
  },
  {
    name: 'Shipped internationally',
    from: 'Shipped internationally',
    events: at['Shipped internationally'] ?? [],
    legal: ['Has an issue'],
  },
  {
    name: 'Has an issue (from Purchasing)',
    from: 'Has an issue',
    events: issueFromPurchasing,
    legal: ['Purchasing', 'Cancelled'],
  },
  {
    name: 'Has an issue (from Shipped internationally)',
    from: 'Has an issue',
    events: issueFromShipped,
    legal: ['Shipped internationally'],
  },
  { name: 'Cancelled', from: 'Cancelled', events: cancelledOrder, legal: [] },
];

describe('order lifecycle: every (from, to) pair', () => {
  for (const { name, from, events, legal } of cases) {
    describe(`from ${name}`, () => {
      it('offers exactly the legal next statuses', () => {
        const order = fold(events);
        if (order.status === 'none') throw new Error('not placed');
        expect(nextStatuses(order)).toEqual(legal);
      });

      for (const to of orderStatuses) {
        if (legal.includes(to)) {
          it(`moves to ${to}, recording from, to and why`, () => {
            const expected: OrderEvent =
              to === 'Cancelled'
                ? { type: 'OrderCancelled', data: { reason: 'a note', by: 'staff', from } }
                : changed(from, to, 'a note');
            given(...events)
              .when(move(to))
              .thenEmits(expected);
            const after = fold([...events, expected]);
            expect(after.status).toBe(to);
          });
        } else {
          it(`refuses ${to} with 409 naming both states`, () => {
            given(...events)
              .when(move(to))
              .thenThrows('illegal_transition', `An order cannot move from ${from} to ${to}.`);
          });
        }
      }
    });
  }
});

describe('order lifecycle: conditions on legal moves', () => {
  it('keeps an order that is Not paid yet out of Purchasing, but lets staff flag or cancel it', () => {
    const unpaid = [placed, reserved];
    given(...unpaid)
      .when(move('Purchasing'))
      .thenThrows(
        'not_paid',
        'An order that is Not paid yet cannot move from Processing to Purchasing.',
      );
    given(...unpaid)
      .when(move('Has an issue', 'Customer asked to wait'))
      .thenEmits(changed('Processing', 'Has an issue', 'Customer asked to wait'));
    given(...unpaid)
      .when(move('Cancelled', 'Duplicate order'))
      .thenEmits({
        type: 'OrderCancelled',
        data: { reason: 'Duplicate order', by: 'staff', from: 'Processing' },
      });
  });

  it('lets a payment PayPal still holds go to Purchasing', () => {
    given(placed, reserved, {
      type: 'OrderPaid',
      data: { provider: 'paypal', reference: 'CAP-1', paymentStatus: 'Paid temporarily' },
    })
      .when(move('Purchasing', ''))
      .thenEmits(changed('Processing', 'Purchasing'));
  });

  it('needs a note for Has an issue and for Cancelled, not for moving on', () => {
    const events = at.Purchasing ?? [];
    given(...events)
      .when(move('Has an issue', '  '))
      .thenThrows('note_required', 'Describe the issue in a note.');
    given(...events)
      .when(move('Cancelled', ''))
      .thenThrows('note_required', 'Say why the order is cancelled.');
    given(...events)
      .when(move('Arrived at our warehouse', ''))
      .thenEmits(changed('Purchasing', 'Arrived at our warehouse'));
  });

  it('ships internationally only with a recorded shipment', () => {
    const withoutShipment = (at['Shipping domestically'] ?? []).filter(
      (event) => event !== shipmentRecorded,
    );
    given(...withoutShipment)
      .when(move('Shipped internationally', ''))
      .thenThrows(
        'shipment_missing',
        'Record the shipment (carrier and tracking number) before the order moves from Shipping domestically to Shipped internationally.',
      );
  });

  it('goes back from Has an issue to where it came from, forgetting the issue', () => {
    const back = changed('Has an issue', 'Purchasing', 'Supplier restocked');
    given(...issueFromPurchasing)
      .when(move('Purchasing', 'Supplier restocked'))
      .thenEmits(back);
    const order = fold([...issueFromPurchasing, back]);
    expect(order).toMatchObject({ status: 'Purchasing', issueFrom: null });
  });

  it('waits for an order whose stock is still being set aside', () => {
    given(placed)
      .when(move('Has an issue'))
      .thenThrows(
        'order_in_progress',
        'This order is still being placed. Please try again in a moment.',
      );
  });

  it('still lets a customer cancel only while Processing', () => {
    given(...(at.Purchasing ?? []))
      .when({ type: 'CancelOrder', reason: 'changed my mind', by: 'customer' })
      .thenThrows('cannot_cancel', 'An order can no longer be cancelled once it is Purchasing.');
  });
});

describe('order shipment and courier status', () => {
  const record: OrderCommand = {
    type: 'RecordShipment',
    carrierId: 2,
    trackingNumber: 'YM-1234-5678',
    weightGrams: 640,
    shippingFeeCents: 1850,
  };

  it('records the parcel once; the same again changes nothing; a correction is recorded', () => {
    given(placed, reserved).when(record).thenEmits(shipmentRecorded);
    given(placed, reserved, shipmentRecorded).when(record).thenNothing();
    given(placed, reserved, shipmentRecorded)
      .when({ ...record, weightGrams: 700 })
      .thenEmits({ type: 'OrderShipmentRecorded', data: { ...shipment, weightGrams: 700 } });
  });

  it('keeps the carrier and number of a parcel that left, but lets the weight be corrected', () => {
    const shipped = at['Shipped internationally'] ?? [];
    given(...shipped)
      .when({ ...record, trackingNumber: 'OTHER-1' })
      .thenThrows(
        'parcel_shipped',
        'The parcel left with tracking number YM-1234-5678: its carrier and number can no longer change.',
      );
    given(...issueFromShipped)
      .when({ ...record, carrierId: 3 })
      .thenThrows(
        'parcel_shipped',
        'The parcel left with tracking number YM-1234-5678: its carrier and number can no longer change.',
      );
    given(...shipped)
      .when({ ...record, shippingFeeCents: 1900 })
      .thenEmits({ type: 'OrderShipmentRecorded', data: { ...shipment, shippingFeeCents: 1900 } });
  });

  it('ships nothing for a cancelled order', () => {
    given(...cancelledOrder)
      .when(record)
      .thenThrows('order_cancelled', 'This order is cancelled: it ships nothing.');
  });

  it('follows the courier status up to Delivered, and stays Delivered', () => {
    const shipped = at['Shipped internationally'] ?? [];
    const scan = (courierStatus: 'In transit' | 'Delivered', scanId: string): OrderCommand => ({
      type: 'SetCourierStatus',
      courierStatus,
      scanId,
      at: '2026-11-24T03:00:00.000Z',
    });
    const inTransit: OrderEvent = {
      type: 'OrderCourierStatusChanged',
      data: { courierStatus: 'In transit', scanId: 's1', at: '2026-11-24T03:00:00.000Z' },
    };
    given(...shipped)
      .when(scan('In transit', 's1'))
      .thenEmits(inTransit);
    given(...shipped, inTransit)
      .when(scan('In transit', 's2'))
      .thenNothing();
    const delivered: OrderEvent = {
      type: 'OrderCourierStatusChanged',
      data: { courierStatus: 'Delivered', scanId: 's3', at: '2026-11-24T03:00:00.000Z' },
    };
    given(...shipped, delivered)
      .when(scan('In transit', 's4'))
      .thenNothing();
    expect(fold([...shipped, inTransit, delivered])).toMatchObject({
      status: 'Shipped internationally',
      courierStatus: 'Delivered',
    });
  });
});
