import { randomUUID } from 'node:crypto';
import {
  type EventStore,
  PostgresEventStore,
  paymentAmount,
  paymentStream,
  shopCommands,
} from '@shop/core';
import { createTestDatabase, type TestDatabase, testMetadata } from '@shop/core/testing';
import type { Job } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPayPalClient } from '../paypal/paypal-client.js';
import {
  cancelUrl,
  clientId,
  clientSecret,
  returnUrl,
  type ServedPayPalSimulator,
  servePayPalSimulator,
} from '../paypal/paypal-test-kit.js';
import type { PaymentJobData, PaymentJobName, PaymentsQueue } from './paypal-payment.job.js';
import { createPaymentProcessor } from './paypal-payment.processor.js';

type PaymentJob = Job<PaymentJobData, void, PaymentJobName>;

/**
 * Creating a payment at PayPal starts from what the worker's process knows of the payment,
 * without reading its stream first; a payment that moved on in another process meanwhile is
 * left as it is.
 */
describe('the PayPal creation job', () => {
  let database: TestDatabase;
  let paypal: ServedPayPalSimulator;
  /** The worker's process, and another one (a server, another worker) on the same log. */
  let here: PostgresEventStore;
  let there: PostgresEventStore;
  let reads = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    paypal = await servePayPalSimulator();
    here = await PostgresEventStore.connect({ connectionString: database.url, poolSize: 4 });
    there = await PostgresEventStore.connect({ connectionString: database.url, poolSize: 4 });
    const readStream = here.readStream.bind(here);
    here.readStream = (...args) => {
      reads++;
      return readStream(...args);
    };
  });
  afterAll(async () => {
    await here?.close();
    await there?.close();
    await paypal?.close();
    await database?.drop();
  });

  // Creation jobs never enqueue another: any use of the queue fails the test.
  const noQueue = new Proxy(
    {},
    {
      get() {
        throw new Error('a creation job enqueued a job');
      },
    },
  ) as PaymentsQueue;

  function processorOn(store: EventStore) {
    return createPaymentProcessor({
      store,
      commands: shopCommands(store),
      paypal: createPayPalClient({ baseUrl: paypal.baseUrl, clientId, clientSecret }),
      queue: noQueue,
      checkDelayMs: () => 60_000,
    });
  }

  function creationJob(paymentId: string, id: string): PaymentJob {
    return {
      id,
      name: 'create-paypal-payment',
      data: { paymentId, correlationId: randomUUID(), causationId: randomUUID() },
      attemptsMade: 0,
      opts: { attempts: 7 },
    } as unknown as PaymentJob;
  }

  async function requestPayment(): Promise<string> {
    const paymentId = `test-${randomUUID()}`;
    await shopCommands(here).payment(
      paymentId,
      {
        type: 'RequestPayment',
        paymentId,
        purpose: { kind: 'order', orderNumber: paymentId },
        amount: paymentAmount('USD', 1299),
        usdCents: 1299,
        returnUrl,
        cancelUrl,
      },
      testMetadata(),
      { newStream: true },
    );
    return paymentId;
  }

  const typesOf = async (paymentId: string) =>
    (await there.readStream(paymentStream(paymentId))).map((event) => event.type);

  it('records the approval link without reading the payment it asked for', async () => {
    const paymentId = await requestPayment();
    reads = 0;
    await processorOn(here)(creationJob(paymentId, 'job-1'));
    expect(reads).toBe(0);
    const events = await there.readStream(paymentStream(paymentId));
    expect(events.map((event) => event.type)).toEqual(['PaymentRequested', 'PaymentApprovalReady']);
    expect(events[1]?.data).toMatchObject({ approveUrl: expect.stringContaining('http') });
  });

  it('leaves a payment voided in another process meanwhile without an approval link', async () => {
    const paymentId = await requestPayment();
    await shopCommands(there).payment(
      paymentId,
      { type: 'VoidPayment', reason: 'Order cancelled.' },
      testMetadata(),
    );
    await processorOn(here)(creationJob(paymentId, 'job-2'));
    expect(await typesOf(paymentId)).toEqual(['PaymentRequested', 'PaymentVoided']);
  });

  it('records a creation once when another process ran the same job before', async () => {
    const paymentId = await requestPayment();
    await processorOn(there)(creationJob(paymentId, 'job-3'));
    const before = await there.readStream(paymentStream(paymentId));
    await processorOn(here)(creationJob(paymentId, 'job-3'));
    const after = await there.readStream(paymentStream(paymentId));
    expect(after.map((event) => event.type)).toEqual(['PaymentRequested', 'PaymentApprovalReady']);
    expect(after[1]?.data).toEqual(before[1]?.data);
  });
});
