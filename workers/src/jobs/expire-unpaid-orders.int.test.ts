import { randomUUID } from 'node:crypto';
import {
  createDatabase,
  createDatabasePool,
  createLogger,
  type Database,
  migrateToLatest,
  type OrderEvent,
  orderStream,
  PostgresEventStore,
  type ShopCommands,
  shopCommands,
} from '@shop/core';
import {
  createTestDatabase,
  type TestDatabase,
  testMetadata,
  testOrderDraft,
} from '@shop/core/testing';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExpireUnpaidOrdersProcessor } from './expire-unpaid-orders.processor.js';

/** The round that ends unpaid PayPal orders' hold on their stock. */
describe('expiring unpaid orders', () => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  let store: PostgresEventStore;
  let commands: ShopCommands;
  let round: () => Promise<{ cancelled: number }>;
  const ttlSeconds = 600;
  let nextNumber = 10090000000000000n;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDatabase(createDatabasePool(database.url, { poolSize: 6 }));
    await migrateToLatest(db);
    store = await PostgresEventStore.connect({ connectionString: database.url, poolSize: 6 });
    commands = shopCommands(store);
    round = createExpireUnpaidOrdersProcessor({
      db,
      commands,
      logger: createLogger('expire-test', 'silent'),
      unpaidOrderTtlMs: ttlSeconds * 1000,
      metadata: () => testMetadata(),
    });
  });
  afterAll(async () => {
    await store?.close();
    await db?.destroy();
    await database?.drop();
  });

  /**
   * A PayPal order placed `minutesAgo`, as its stream and the orders list hold it; the list may
   * say less than the stream (`listedAs`), as a list behind its events does.
   */
  async function order({
    minutesAgo,
    stockSetAside = true,
    paid = false,
  }: {
    minutesAgo: number;
    stockSetAside?: boolean;
    paid?: boolean;
  }) {
    const draft = testOrderDraft({ orderNumber: String(nextNumber++), customerId: randomUUID() });
    const metadata = testMetadata();
    await commands.order(draft.orderNumber, { type: 'PlaceOrder', ...draft }, metadata);
    if (stockSetAside) await commands.order(draft.orderNumber, { type: 'ConfirmStock' }, metadata);
    if (paid) {
      await commands.order(
        draft.orderNumber,
        {
          type: 'RecordPayment',
          provider: 'paypal',
          reference: 'CAPTURE-1',
          paymentStatus: 'paid',
        },
        metadata,
      );
    }
    const placedAt = new Date(Date.now() - minutesAgo * 60_000);
    await db
      .insertInto('orders')
      .values({
        order_number: draft.orderNumber,
        customer_id: draft.customerId,
        status: 'Processing',
        // The list has not caught up with a payment yet.
        payment_status: 'Not paid yet',
        payment_method: 'paypal',
        payment_reference: null,
        payment_url: null,
        currency: 'USD',
        sub_total_minor: draft.amounts.subTotalMinor,
        shipping_minor: draft.amounts.shippingMinor,
        tax_minor: 0,
        total_minor: draft.amounts.totalMinor,
        total_usd_cents: draft.amounts.totalUsdCents,
        lines: JSON.stringify(draft.lines),
        recipient: JSON.stringify(draft.recipient),
        courier: JSON.stringify(draft.courier),
        tracking_number: null,
        carrier_id: null,
        taobao_tid: null,
        note: null,
        issue_from: null,
        courier_status: null,
        weight_grams: null,
        shipping_fee_cents: null,
        sale_usd_cents: null,
        affiliate_id: null,
        created_at: placedAt,
        updated_at: placedAt,
      })
      .execute();
    return draft.orderNumber;
  }

  async function eventTypes(orderNumber: string) {
    const events = await store.readStream(orderStream(orderNumber));
    return events.map((event) => (event as typeof event & OrderEvent).type);
  }

  it('cancels an order unpaid past its time, once however many rounds run at once', async () => {
    const late = await order({ minutesAgo: 11 });
    const results = await Promise.all([round(), round(), round()]);
    expect(results.reduce((sum, result) => sum + result.cancelled, 0)).toBe(1);
    const types = await eventTypes(late);
    expect(types.filter((type) => type === 'OrderCancelled')).toHaveLength(1);
    expect((await round()).cancelled).toBe(0);
  });

  it('leaves an order within its time to pay, and one paid meanwhile whatever the list says', async () => {
    const recent = await order({ minutesAgo: 9 });
    const paid = await order({ minutesAgo: 30, paid: true });
    await round();
    expect(await eventTypes(recent)).not.toContain('OrderCancelled');
    expect(await eventTypes(paid)).not.toContain('OrderCancelled');
  });

  it('passes over an order still being placed and goes on with the others', async () => {
    const placing = await order({ minutesAgo: 40, stockSetAside: false });
    const late = await order({ minutesAgo: 20 });
    const result = await round();
    expect(result.cancelled).toBe(1);
    expect(await eventTypes(placing)).not.toContain('OrderCancelled');
    expect(await eventTypes(late)).toContain('OrderCancelled');
  });

  it('reaches every due order, however many stuck ones come before it', async () => {
    const small = createExpireUnpaidOrdersProcessor({
      db,
      commands,
      logger: createLogger('expire-test', 'silent'),
      unpaidOrderTtlMs: ttlSeconds * 1000,
      metadata: () => testMetadata(),
      perPage: 2,
    });
    for (let stuck = 0; stuck < 5; stuck++) await order({ minutesAgo: 50, stockSetAside: false });
    const late = await order({ minutesAgo: 15 });
    expect((await small()).cancelled).toBe(1);
    expect(await eventTypes(late)).toContain('OrderCancelled');
  });
});
