import {
  assertNever,
  type Database,
  minorUnitsOf,
  type PaymentEvent,
  type RecordedEvent,
} from '@shop/core';
import { type Insertable, type Kysely, sql } from 'kysely';
import { MergedRowWrites } from './merged-row-writes.js';
import type { Projection } from './projection.js';

/** PayPal payments of orders and deposits: their stage, link and what PayPal said. */
export const paymentsProjection: Projection = {
  name: 'payments',
  streams: ['payment'],
  tables: ['payments'],
  async apply({ trx }, events) {
    // A payment's events of one batch (requested, link ready) make one write.
    const payments = new MergedRowWrites('payments', 'payment_id', changedColumnTypes);
    for (const event of events) {
      if (!event.streamName.startsWith('payment-')) continue;
      await applyEvent(trx, payments, event as RecordedEvent & PaymentEvent);
    }
    await payments.flush(trx);
  },
};

/** The columns a payment's later events change, and their types. */
const changedColumnTypes = {
  stage: 'text',
  approve_url: 'text',
  capture_id: 'text',
  message: 'text',
  updated_at: 'timestamptz',
};

type PaymentColumns = Partial<Omit<Insertable<Database['payments']>, 'payment_id'>>;

async function applyEvent(
  trx: Kysely<Database>,
  payments: MergedRowWrites<'payments'>,
  event: RecordedEvent & PaymentEvent,
) {
  const paymentId = event.streamName.slice('payment-'.length);
  const at = new Date(event.metadata.occurredAt);
  const update = (values: PaymentColumns) =>
    payments.update(paymentId, { ...values, updated_at: at });
  switch (event.type) {
    case 'PaymentRequested': {
      const { purpose, amount, usdCents } = event.data;
      payments.insert(paymentId, {
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
      } satisfies Insertable<Database['payments']>);
      return;
    }
    case 'PaymentApprovalReady':
      update({ stage: 'approval', approve_url: event.data.approveUrl });
      return;
    case 'PaymentCreationFailed':
      update({ stage: 'failed', message: event.data.message });
      return;
    case 'PaymentCaptureRequested':
      update({ stage: 'capturing', message: null });
      return;
    case 'PaymentCaptured':
      update({
        stage: event.data.status === 'COMPLETED' ? 'completed' : 'pending',
        capture_id: event.data.captureId,
      });
      return;
    case 'PaymentCompleted':
      update({ stage: 'completed' });
      return;
    case 'PaymentDeclined':
      update({ stage: 'declined', message: event.data.message });
      return;
    case 'PaymentMismatched':
      update({
        stage: 'mismatched',
        capture_id: event.data.captureId,
        message: event.data.message,
      });
      return;
    case 'PaymentVoided':
      update({ stage: 'voided', message: event.data.reason });
      return;
    case 'PaymentRefundRequested':
      return;
    case 'PaymentRefunded':
      // Added to what the row holds: the row's earlier writes of the batch go first.
      await payments.flush(trx);
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
