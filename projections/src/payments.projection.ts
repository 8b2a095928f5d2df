import {
  assertNever,
  type Database,
  minorUnitsOf,
  type PaymentEvent,
  type RecordedEvent,
} from '@shop/core';
import { type Insertable, type Kysely, sql } from 'kysely';
import type { Projection } from './projection.js';

/** PayPal payments of orders and deposits: their stage, link and what PayPal said. */
export const paymentsProjection: Projection = {
  name: 'payments',
  streams: ['payment'],
  tables: ['payments'],
  async apply({ trx }, events) {
    for (const event of events) {
      if (!event.streamName.startsWith('payment-')) continue;
      await applyEvent(trx, event as RecordedEvent & PaymentEvent);
    }
  },
};

type PaymentColumns = Partial<Omit<Insertable<Database['payments']>, 'payment_id'>>;

async function applyEvent(trx: Kysely<Database>, event: RecordedEvent & PaymentEvent) {
  const paymentId = event.streamName.slice('payment-'.length);
  const at = new Date(event.metadata.occurredAt);
  const update = (values: PaymentColumns) =>
    trx
      .updateTable('payments')
      .set({ ...values, updated_at: at })
      .where('payment_id', '=', paymentId)
      .execute();
  switch (event.type) {
    case 'PaymentRequested': {
      const { purpose, amount, usdCents } = event.data;
      await trx
        .insertInto('payments')
        .values({
          payment_id: paymentId,
          purpose: purpose.kind,
          order_number: purpose.kind === 'order' ? purpose.orderNumber : null,
          account_id: purpose.kind === 'deposit' ? purpose.accountId : null,
          stage: 'requested',
          currency: amount.currency,
          value: amount.value,
          usd_cents: usdCents,
          approve_url: null,
          capture_id: null,
          message: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
      return;
    }
    case 'PaymentApprovalReady':
      await update({ stage: 'approval', approve_url: event.data.approveUrl });
      return;
    case 'PaymentCreationFailed':
      await update({ stage: 'failed', message: event.data.message });
      return;
    case 'PaymentCaptureRequested':
      await update({ stage: 'capturing', message: null });
      return;
    case 'PaymentCaptured':
      await update({
        stage: event.data.status === 'COMPLETED' ? 'completed' : 'pending',
        capture_id: event.data.captureId,
      });
      return;
    case 'PaymentCompleted':
      await update({ stage: 'completed' });
      return;
    case 'PaymentDeclined':
      await update({ stage: 'declined', message: event.data.message });
      return;
    case 'PaymentMismatched':
      await update({
        stage: 'mismatched',
        capture_id: event.data.captureId,
        message: event.data.message,
      });
      return;
    case 'PaymentVoided':
      await update({ stage: 'voided', message: event.data.reason });
      return;
    case 'PaymentRefundRequested':
      return;
    case 'PaymentRefunded':
      await trx
        .updateTable('payments')
        .set({
          refunded_minor: sql<number>`refunded_minor + ${minorUnitsOf(event.data.amount)}`,
          updated_at: at,
        })
        .where('payment_id', '=', paymentId)
        .execute();
      return;
    default:
      return assertNever(event);
  }
}
