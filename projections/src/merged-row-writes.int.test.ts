import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MergedRowWrites } from './merged-row-writes.js';
import { createProjectionTestKit, type ProjectionTestKit } from './projection-test-kit.js';

const types = {
  stage: 'text',
  approve_url: 'text',
  capture_id: 'text',
  message: 'text',
  updated_at: 'timestamptz',
};

function payment(paymentId: string, at: Date) {
  return {
    payment_id: paymentId,
    purpose: 'order',
    order_number: `1000000000000000${paymentId.slice(-1)}`,
    account_id: null,
    stage: 'requested',
    currency: 'USD',
    value: '12.00',
    usd_cents: 1200,
    approve_url: null,
    capture_id: null,
    message: 'first',
    created_at: at,
    updated_at: at,
  };
}

/** Rows as statements one after the other would leave them, from one write per row. */
describe('MergedRowWrites', () => {
  let kit: ProjectionTestKit;
  beforeAll(async () => {
    kit = await createProjectionTestKit();
  });
  afterAll(() => kit?.close());

  const rows = () =>
    kit.db
      .selectFrom('payments')
      .select(['payment_id', 'stage', 'approve_url', 'capture_id', 'message', 'updated_at'])
      .orderBy('payment_id')
      .execute();

  it('inserts new rows with their later changes, and changes rows already there', async () => {
    const t = (second: number) => new Date(Date.UTC(2026, 10, 26, 12, 0, second));
    const first = new MergedRowWrites('payments', 'payment_id', types);
    first.update('pay-1', { stage: 'lost', updated_at: t(0) }); // before its row: changes nothing
    first.insert('pay-1', payment('pay-1', t(1)));
    first.update('pay-1', { stage: 'approval', approve_url: 'https://paypal/1', updated_at: t(2) });
    first.insert('pay-2', payment('pay-2', t(3)));
    first.update('pay-9', { stage: 'approval', updated_at: t(3) }); // no such row anywhere
    // Rows of one INSERT with other columns: each keeps the default of a column it lacks.
    const { message: _message, ...withoutMessage } = payment('pay-3', t(3));
    first.insert('pay-3', withoutMessage);
    first.update('pay-3', { capture_id: 'CAP-3', updated_at: t(3) });
    await kit.db.transaction().execute((trx) => first.flush(trx));
    expect(await rows()).toEqual([
      {
        payment_id: 'pay-1',
        stage: 'approval',
        approve_url: 'https://paypal/1',
        capture_id: null,
        message: 'first',
        updated_at: t(2),
      },
      {
        payment_id: 'pay-2',
        stage: 'requested',
        approve_url: null,
        capture_id: null,
        message: 'first',
        updated_at: t(3),
      },
      {
        payment_id: 'pay-3',
        stage: 'requested',
        approve_url: null,
        capture_id: 'CAP-3',
        message: null,
        updated_at: t(3),
      },
    ]);

    const second = new MergedRowWrites('payments', 'payment_id', types);
    second.update('pay-1', { stage: 'capturing', message: null, updated_at: t(4) });
    second.update('pay-2', {
      stage: 'approval',
      approve_url: 'https://paypal/2',
      updated_at: t(5),
    });
    second.update('pay-1', { stage: 'completed', capture_id: 'CAP-1', updated_at: t(6) });
    await kit.db.transaction().execute((trx) => second.flush(trx));
    expect(await rows()).toEqual([
      {
        payment_id: 'pay-1',
        stage: 'completed',
        approve_url: 'https://paypal/1',
        capture_id: 'CAP-1',
        message: null,
        updated_at: t(6),
      },
      {
        payment_id: 'pay-2',
        stage: 'approval',
        approve_url: 'https://paypal/2',
        capture_id: null,
        message: 'first',
        updated_at: t(5),
      },
      expect.objectContaining({ payment_id: 'pay-3', capture_id: 'CAP-3' }),
    ]);
  });

  it('refuses a column it has no type for, before writing anything', () => {
    const writes = new MergedRowWrites('payments', 'payment_id', types);
    expect(() => writes.update('pay-1', { value: '1.00' })).toThrow('No type for payments.value');
  });
});
