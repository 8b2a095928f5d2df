import type { Database, OrderEvent, RecordedEvent } from '@shop/core';
import type { Kysely } from 'kysely';
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

async function applyEvent(trx: Kysely<Database>, event: RecordedEvent & OrderEvent) {
  const orderNumber = event.streamName.slice('order-'.length);
  const at = new Date(event.metadata.occurredAt);
  const update = (
    values: Partial<
      Record<'status' | 'payment_status' | 'payment_reference' | 'payment_url', string>
    >,
  ) =>
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
          created_at: at,
          updated_at: at,
        })
        .execute();
      return;
    }
    case 'OrderPaymentStarted':
      await update({ payment_reference: event.data.reference, payment_url: event.data.approveUrl });
      return;
    case 'OrderPaid':
      await update({
        payment_status: event.data.paymentStatus,
        payment_reference: event.data.reference,
      });
      return;
    case 'OrderCancelled':
      await update({ status: 'Cancelled' });
      return;
    default:
      return;
  }
}
