import {
  assertNever,
  type Database,
  type OrderEvent,
  type RecordedEvent,
  type ShipmentEvent,
} from '@shop/core';
import type { Insertable } from 'kysely';
import { MergedRowWrites } from './merged-row-writes.js';
import type { Projection } from './projection.js';
import { applyShipmentEvent } from './shipment-rows.js';

/** Orders for the customer's dashboard and for staff, and their parcels (`shipments`). */
export const ordersProjection: Projection = {
  name: 'orders',
  streams: ['order', 'shipment'],
  tables: ['orders', 'shipments'],
  async apply({ trx }, events) {
    // An order's events of one batch (placed, stock set aside, payment link) make one write.
    const orders = new MergedRowWrites('orders', 'order_number', changedColumnTypes);
    for (const event of events) {
      if (event.streamName.startsWith('order-')) {
        applyEvent(orders, event as RecordedEvent & OrderEvent);
      } else if (event.streamName.startsWith('shipment-')) {
        await applyShipmentEvent(trx, event as RecordedEvent & ShipmentEvent);
      }
    }
    await orders.flush(trx);
  },
};

/** The columns an order's later events change, and their types. */
const changedColumnTypes = {
  status: 'text',
  payment_status: 'text',
  payment_reference: 'text',
  payment_url: 'text',
  in_progress: 'bool',
  note: 'text',
  refund_status: 'text',
  issue_from: 'text',
  carrier_id: 'int4',
  tracking_number: 'text',
  weight_grams: 'int4',
  shipping_fee_cents: 'int8',
  courier_status: 'text',
  revision: 'int4',
  updated_at: 'timestamptz',
};

type OrderColumns = Partial<Omit<Insertable<Database['orders']>, 'order_number'>>;

function applyEvent(orders: MergedRowWrites<'orders'>, event: RecordedEvent & OrderEvent) {
  const orderNumber = event.streamName.slice('order-'.length);
  const at = new Date(event.metadata.occurredAt);
  const update = (values: OrderColumns) =>
    orders.update(orderNumber, { ...values, revision: event.revision, updated_at: at });
  switch (event.type) {
    case 'OrderPlaced': {
      const { amounts } = event.data;
      orders.insert(orderNumber, {
        order_number: event.data.orderNumber,
        customer_id: event.data.customerId,
        status: 'Processing',
        payment_status: 'Not paid yet',
        payment_method: event.data.paymentMethod,
        payment_reference: null,
        payment_url: null,
        currency: amounts.currency,
        sub_total_minor: amounts.subTotalMinor,
        shipping_minor: amounts.shippingMinor,
        tax_minor: amounts.taxMinor,
        total_minor: amounts.totalMinor,
        total_usd_cents: amounts.totalUsdCents,
        lines: JSON.stringify(event.data.lines),
        recipient: JSON.stringify(event.data.recipient),
        courier: JSON.stringify(event.data.courier),
        tracking_number: null,
        carrier_id: null,
        in_progress: true,
        note: null,
        revision: event.revision,
        country: event.data.recipient.country,
        sale_usd_cents: event.data.sale?.usdCents ?? null,
        platform: event.data.sale?.platform ?? 'shop',
        taobao_tid: event.data.sale?.tradeId ?? null,
        site_id: event.data.source?.siteId ?? 1,
        affiliate_id: event.data.source?.affiliateId ?? null,
        created_at: at,
        updated_at: at,
      } satisfies Insertable<Database['orders']>);
      return;
    }
    case 'OrderStockReserved':
      // A wallet order is under way until it is paid; a PayPal one until its link is ready.
      update({});
      return;
    case 'OrderRejected':
      update({ status: 'Cancelled', in_progress: false, note: event.data.message });
      return;
    case 'OrderPaymentStarted':
      update({
        payment_reference: event.data.paymentId,
        payment_url: event.data.approveUrl,
        in_progress: false,
      });
      return;
    case 'OrderPaid':
      update({
        payment_status: event.data.paymentStatus,
        payment_reference: event.data.reference,
        in_progress: false,
        note: null,
      });
      return;
    case 'OrderPaymentDeclined':
      // A capture PayPal held and then declined took nothing after all.
      update({
        payment_status: 'Not paid yet',
        in_progress: false,
        note: event.data.message,
      });
      return;
    case 'OrderCancelled':
      update({ status: 'Cancelled', issue_from: null, note: event.data.reason });
      return;
    case 'OrderRefundStarted':
      update({ refund_status: 'started', in_progress: true });
      return;
    case 'OrderRefunded':
      update({ refund_status: 'done', in_progress: false });
      return;
    case 'OrderStatusChanged':
      update({
        status: event.data.to,
        issue_from: event.data.to === 'Has an issue' ? event.data.from : null,
        note: event.data.note,
      });
      return;
    case 'OrderShipmentRecorded':
      update({
        carrier_id: event.data.carrierId,
        tracking_number: event.data.trackingNumber,
        weight_grams: event.data.weightGrams,
        shipping_fee_cents: event.data.shippingFeeCents,
      });
      return;
    case 'OrderCourierStatusChanged':
      update({ courier_status: event.data.courierStatus });
      return;
    default:
      return assertNever(event);
  }
}
