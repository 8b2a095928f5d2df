import { assertNever, type Database, type OrderEvent, type RecordedEvent } from '@shop/core';
import type { Insertable, Kysely } from 'kysely';
import type { Projection } from './projection.js';

/** Orders for the customer's dashboard and for staff. */
export const ordersProjection: Projection = {
  name: 'orders',
  tables: ['orders'],
  async apply({ trx }, events) {
    for (const event of events) {
      if (!event.streamName.startsWith('order-')) continue;
      await applyEvent(trx, event as RecordedEvent & OrderEvent);
    }
  },
};

type OrderColumns = Partial<Omit<Insertable<Database['orders']>, 'order_number'>>;

async function applyEvent(trx: Kysely<Database>, event: RecordedEvent & OrderEvent) {
  const orderNumber = event.streamName.slice('order-'.length);
  const at = new Date(event.metadata.occurredAt);
  const update = (values: OrderColumns) =>
    trx
      .updateTable('orders')
      .set({ ...values, updated_at: at })
      .where('order_number', '=', orderNumber)
      .execute();
  switch (event.type) {
    case 'OrderPlaced': {
      const { amounts } = event.data;
      await trx
        .insertInto('orders')
        .values({
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
          platform: event.data.platform ?? 'shop',
          taobao_tid: event.data.taobaoTrade?.tid ?? null,
          created_at: at,
          updated_at: at,
        })
        .execute();
      return;
    }
    case 'OrderStockReserved':
      // A wallet order is under way until it is paid; a PayPal one until its link is ready.
      return;
    case 'OrderRejected':
      await update({ status: 'Cancelled', in_progress: false, note: event.data.message });
      return;
    case 'OrderPaymentStarted':
      await update({
        payment_reference: event.data.paymentId,
        payment_url: event.data.approveUrl,
        in_progress: false,
      });
      return;
    case 'OrderPaid':
      await update({
        payment_status: event.data.paymentStatus,
        payment_reference: event.data.reference,
        in_progress: false,
        note: null,
      });
      return;
    case 'OrderPaymentDeclined':
      // A capture PayPal held and then declined took nothing after all.
      await update({
        payment_status: 'Not paid yet',
        in_progress: false,
        note: event.data.message,
      });
      return;
    case 'OrderCancelled':
      await update({ status: 'Cancelled', note: event.data.reason });
      return;
    case 'OrderRefundStarted':
      await update({ refund_status: 'started', in_progress: true });
      return;
    case 'OrderRefunded':
      await update({ refund_status: 'done', in_progress: false });
      return;
    default:
      return assertNever(event);
  }
}
