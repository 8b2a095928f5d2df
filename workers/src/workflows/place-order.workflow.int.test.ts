import {
  aggregateState,
  orderDecider,
  orderStream,
  PostgresEventStore,
  type RecordedEvent,
  shopCommands,
  walletDecider,
  walletStream,
} from '@shop/core';
import {
  createTestDatabase,
  type TestDatabase,
  testMetadata,
  testOrderDraft,
  testOrderNumber,
} from '@shop/core/testing';
import type { Workflow } from '@shop/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelOrderWorkflow } from './cancel-order.workflow.js';
import { placeOrderWorkflow } from './place-order.workflow.js';
import type { WorkflowContext } from './workflow-context.js';

/**
 * The workers died after the wallet debit landed and before the order recorded it, and the
 * customer cancelled meanwhile: when the step runs again the debit is recorded, so the
 * cancelled order's refund gives the money back.
 */
describe('a wallet payment cut off by a crash and a cancel', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;

  beforeAll(async () => {
    database = await createTestDatabase();
    store = await PostgresEventStore.connect({ connectionString: database.url, poolSize: 3 });
  });
  afterAll(async () => {
    await store?.close();
    await database?.drop();
  });

  /** Runs every reaction the workflows have to the order's events from `revision` on. */
  async function react(workflows: readonly Workflow[], fromRevision: number) {
    const events = await store.readStream(orderStream(testOrderNumber));
    for (const event of events.slice(fromRevision)) {
      for (const workflow of workflows) {
        for (const reaction of workflow.reactionsTo(event)) await reaction.run(event);
      }
    }
    return events.length;
  }

  it('gives back a debit that landed before the cancel', async () => {
    const commands = shopCommands(store);
    const context: WorkflowContext = {
      store,
      commands,
      queues: undefined as never,
      staffEmail: 'staff@place-order.test',
      captureCheckDelayMs: () => 1000,
    };
    const draft = testOrderDraft({ paymentMethod: 'wallet', customerId: 'crashed-customer' });
    const metadata = testMetadata();
    await commands.wallet(
      draft.customerId,
      {
        type: 'CreditWallet',
        entryId: 'deposit-1',
        amountCents: 5000,
        code: 'DEPOSIT',
        remark: 'x',
      },
      metadata,
    );
    await commands.order(testOrderNumber, { type: 'PlaceOrder', ...draft }, metadata);
    await commands.order(testOrderNumber, { type: 'ConfirmStock' }, metadata);
    const [, reserved] = await store.readStream(orderStream(testOrderNumber));
    // The step's first run: the debit lands, then the workers die.
    await commands.wallet(
      draft.customerId,
      {
        type: 'DebitWallet',
        entryId: `order-${testOrderNumber}`,
        amountCents: draft.amounts.totalUsdCents,
        code: 'ORDER_PAYMENT',
        remark: `Order ${testOrderNumber}`,
        orderNumber: testOrderNumber,
      },
      metadata,
      { commandId: (reserved as RecordedEvent).id },
    );
    await commands.order(
      testOrderNumber,
      { type: 'CancelOrder', reason: 'changed my mind', by: 'customer' },
      metadata,
    );

    // The workers come back: the step runs again, then the cancel workflow reacts to it all.
    const workflows = [placeOrderWorkflow(context), cancelOrderWorkflow(context)];
    let seen = await react(workflows, 1);
    for (let more = seen; more > 0; ) {
      const total = await react(workflows, seen);
      more = total - seen;
      seen = total;
    }

    const order = await aggregateState(store, orderStream(testOrderNumber), orderDecider);
    expect(order).toMatchObject({
      status: 'Cancelled',
      paymentStatus: 'paid',
      paidWith: { provider: 'wallet' },
      refund: 'done',
    });
    const wallet = await aggregateState(store, walletStream(draft.customerId), walletDecider);
    expect(wallet.balanceCents).toBe(5000);
  });
});
