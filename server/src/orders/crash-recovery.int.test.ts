import type { Server } from 'node:http';
import {
  aggregateState,
  checkoutDecider,
  checkoutStream,
  orderDecider,
  type PlacedOrder,
  paymentDecider,
  paymentStream,
  stockDecider,
  stockStream,
  walletDecider,
  walletStream,
} from '@shop/core';
import { type ChildService, startChildService } from '@shop/core/testing';
import { workflowsCheckpointName } from '@shop/projections';
import { createPayPalSimulator } from '@shop/workers';
import Koa from 'koa';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testProduct } from '../catalog/catalog-test-kit.js';
import { startTestServer, type TestServer } from '../server-test-kit.js';
import { idempotencyKey, tokyoRecipient } from './checkout-test-kit.js';

const paypalCredentials = { clientId: 'crash-test', clientSecret: 'crash-test-secret' };
/** Each kill costs a start of the workers (a few seconds of compiling on a busy machine). */
const maxKills = 15;
/** Starts of the workers the run must see at least (beyond): the first and three after kills. */
const minRestarts = 3;

/**
 * The workers (workflows and jobs) run in a process of their own, which is killed with SIGKILL
 * at random points while shoppers check out, pay and cancel. After the last restart every order
 * must agree with its stock, its wallet and its payment: nothing reserved for a cancelled order,
 * no debit without its order, nothing refunded twice.
 */
describe('workers killed at random points', () => {
  let server: TestServer;
  let paypalServer: Server;
  let workers: ChildService | null = null;
  let restarts = 0;

  beforeAll(async () => {
    const simulator = createPayPalSimulator({ basePath: '', ...paypalCredentials });
    const app = new Koa();
    app.use(simulator.routes());
    paypalServer = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => paypalServer.once('listening', resolve));
    const paypalUrl = `http://127.0.0.1:${(paypalServer.address() as { port: number }).port}`;
    server = await startTestServer(
      {
        PAYPAL_API_URL: paypalUrl,
        PAYPAL_CLIENT_ID: paypalCredentials.clientId,
        PAYPAL_CLIENT_SECRET: paypalCredentials.clientSecret,
        MAX_UNPAID_ORDERS: '1000',
      },
      { workers: false },
    );
    process.env.CRASH_TEST_PAYPAL_URL = paypalUrl;
    await server.listProducts([
      testProduct(1, { priceCents: 500, stock: 60 }),
      testProduct(2, { priceCents: 700, stock: 40 }),
      testProduct(3, { priceCents: 300, stock: 1000 }),
    ]);
  });

  afterAll(async () => {
    await workers?.kill();
    await server?.close();
    paypalServer?.close();
  });

  /** Starts the workers and resolves once they say they have started. */
  async function startWorkersProcess(): Promise<ChildService> {
    restarts++;
    return startChildService('workers/src/workers.main.ts', {
      env: {
        DATABASE_URL: server.databaseUrl,
        PAYPAL_API_URL: process.env.CRASH_TEST_PAYPAL_URL,
        PAYPAL_CLIENT_ID: paypalCredentials.clientId,
        PAYPAL_CLIENT_SECRET: paypalCredentials.clientSecret,
        LOG_LEVEL: 'info',
        // Jobs of a killed worker come back quickly.
        JOB_LOCK_SECONDS: '3',
      },
      readyWhen: 'workers started',
    });
  }

  function order(token: string, body: unknown) {
    return fetch(`${server.base}/api/orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'idempotency-key': idempotencyKey(),
      },
      body: JSON.stringify(body),
    }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as { orderNumber?: string; approvalUrl?: string | null },
    }));
  }

  async function approveAtPayPal(approvalUrl: string) {
    const token = new URL(approvalUrl).searchParams.get('token') ?? '';
    await fetch(new URL('/checkoutnow', approvalUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, decision: 'pay' }),
      redirect: 'manual',
    });
  }

  /** One shopper's visit: a checkout, maybe paid at PayPal, maybe cancelled (maybe at once). */
  async function visit(shopper: { token: string }, index: number) {
    const wallet = index % 5 < 3;
    const placed = await order(shopper.token, {
      items: [
        { id: 1 + (index % 3), quantity: 1 + (index % 2) },
        { id: 3, quantity: 1 },
        ...(index % 7 === 0 ? [{ id: 1 + (index % 3), quantity: 1 }] : []),
      ],
      currency: 'USD',
      paymentMethod: wallet ? 'wallet' : 'paypal',
      recipient: tokyoRecipient,
    });
    const number = placed.body.orderNumber;
    if (placed.status !== 201 || !number) return;
    const cancel = () =>
      server.request('POST', `/api/orders/${number}/cancel`, { token: shopper.token });
    // With the workers down the answer may come before the PayPal link: look again.
    let approvalUrl = placed.body.approvalUrl ?? null;
    for (let tries = 0; !wallet && !approvalUrl && tries < 60; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      approvalUrl = (
        await server.request<{ approvalUrl: string | null }>('GET', `/api/orders/${number}`, {
          token: shopper.token,
        })
      ).body.approvalUrl;
    }
    if (!wallet && approvalUrl && index % 2 === 0) {
      await approveAtPayPal(approvalUrl);
      const capture = server.request('POST', `/api/orders/${number}/paypal/capture`, {
        token: shopper.token,
      });
      await Promise.all([capture, index % 4 === 0 ? cancel() : Promise.resolve()]);
    } else if (index % 3 === 0) {
      await cancel();
    }
  }

  it('ends with every order consistent with its stock, wallet and payment', {
    timeout: 600_000,
  }, async () => {
    const shoppers = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        const { userId } = await server.registerUser(`crash-${index}@example.com`, 'customer');
        await server.fundWallet(userId, 10_000);
        return { userId, token: (await server.sessionFor(userId)).token };
      }),
    );

    workers = await startWorkersProcess();
    let killing = true;
    // Each life of the workers runs a random while at work, then ends in the middle of it; the
    // last one lives on and finishes what the others left.
    const killer = (async () => {
      for (let kill = 0; killing && kill < maxKills; kill++) {
        await new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 3000));
        if (!killing) break;
        await workers?.kill();
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 300));
        workers = await startWorkersProcess();
      }
    })();

    // 200 visits, and more while the workers have not been killed three times yet: a fast shop
    // must not finish its work before the kills it is tested against.
    let visited = 0;
    const nextVisit = () =>
      visited < 200 || (restarts <= minRestarts && visited < 2000) ? visited++ : undefined;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        for (let index = nextVisit(); index !== undefined; index = nextVisit()) {
          await visit(shoppers[index % shoppers.length] as { token: string }, index);
        }
      }),
    );
    killing = false;
    await killer;
    expect(restarts).toBeGreaterThan(minRestarts);

    await settled();
    const failures = await server.db
      .selectFrom('workflow_failures')
      .select(['workflow', 'step', 'source', 'error'])
      .execute();
    expect(failures).toEqual([]);
    const orderStreams = await sql<{ stream_name: string }>`
      SELECT DISTINCT stream_name FROM events WHERE stream_name LIKE 'order-%'`.execute(server.db);
    expect(orderStreams.rows.length).toBeGreaterThan(100);
    const orders: PlacedOrder[] = [];
    for (const { stream_name } of orderStreams.rows) {
      const state = await aggregateState(server.store, stream_name, orderDecider);
      if (state.status !== 'none') orders.push(state);
    }

    // The load did reach every path: paid by wallet and PayPal, cancelled, refunded.
    expect(
      orders.filter((placed) => placed.paidWith?.provider === 'wallet').length,
    ).toBeGreaterThan(10);
    expect(
      orders.filter((placed) => placed.paidWith?.provider === 'paypal').length,
    ).toBeGreaterThan(0);
    expect(orders.filter((placed) => placed.refund === 'done').length).toBeGreaterThan(0);
    expect(orders.filter((placed) => placed.status === 'Cancelled').length).toBeGreaterThan(10);

    // Stock: nothing held for a cancelled order, what a live order holds, and no unit lost.
    for (const productId of [1, 2, 3]) {
      const stock = await aggregateState(server.store, stockStream(productId), stockDecider);
      expect(stock.available + stock.reserved + stock.committed).toBe(stock.received);
      expect(stock.available).toBeGreaterThanOrEqual(0);
      let held = 0;
      for (const placed of orders) {
        const units = placed.lines
          .filter((line) => line.productId === productId)
          .reduce((sum, line) => sum + line.quantity, 0);
        if (units === 0) continue;
        const reservation = stock.reservations.get(placed.orderNumber);
        if (placed.status === 'Cancelled') expect(reservation, placed.orderNumber).toBeUndefined();
        else if (placed.stockReserved) expect(reservation, placed.orderNumber).toBe(units);
        held += reservation ?? 0;
      }
      expect(stock.reserved).toBe(held);
    }

    for (const shopper of shoppers) {
      const wallet = await aggregateState(
        server.store,
        walletStream(shopper.userId),
        walletDecider,
      );
      const entries = await server.store.readStream(walletStream(shopper.userId));
      expect(wallet.balanceCents).toBeGreaterThanOrEqual(0);
      const debits = entries.filter((event) => event.type === 'WalletDebited');
      for (const debit of debits) {
        const { orderNumber } = debit.data as { orderNumber: string };
        const paid = orders.find((placed) => placed.orderNumber === orderNumber);
        // No debit without its order, and every debit is that order's payment.
        expect(paid?.paidWith?.provider, orderNumber).toBe('wallet');
      }
      const checkout = await aggregateState(
        server.store,
        checkoutStream(shopper.userId),
        checkoutDecider,
      );
      for (const number of checkout.unpaid) {
        const open = orders.find((placed) => placed.orderNumber === number);
        expect(open?.paymentStatus, number).toBe('Not paid yet');
        expect(open?.status, number).toBe('Processing');
      }
    }

    for (const placed of orders) {
      const paid = placed.paymentStatus === 'paid';
      if (placed.status === 'Cancelled' && paid) {
        expect(placed.refund, placed.orderNumber).toBe('done');
      }
      if (placed.paymentMethod === 'wallet') {
        const entries = await server.store.readStream(walletStream(placed.customerId));
        const refunds = entries.filter(
          (event) =>
            (event.data as { entryId: string }).entryId === `refund-order-${placed.orderNumber}`,
        );
        expect(refunds.length, placed.orderNumber).toBe(placed.refund === 'done' ? 1 : 0);
      } else {
        const payment = await aggregateState(
          server.store,
          paymentStream(`order-${placed.orderNumber}`),
          paymentDecider,
        );
        if (payment.stage === 'none') continue;
        const refunded = [...payment.refunds.values()].filter((refund) => refund.done);
        expect(refunded.length, placed.orderNumber).toBeLessThanOrEqual(1);
        // Money PayPal holds for a cancelled order is given back.
        if (placed.status === 'Cancelled' && payment.stage === 'completed') {
          expect(refunded, placed.orderNumber).toHaveLength(1);
        }
      }
    }
  });

  /** Waits until the workflows have reacted to every event and no job is left to run. */
  async function settled() {
    await expect
      .poll(
        async () => {
          const checkpoint = await server.db
            .selectFrom('projection_checkpoints')
            .select(['commit_position', 'prepare_position'])
            .where('name', '=', workflowsCheckpointName)
            .executeTakeFirst();
          if (!checkpoint) return false;
          const behind = await server.store.countAfter({
            commit: BigInt(checkpoint.commit_position),
            prepare: BigInt(checkpoint.prepare_position),
          });
          const jobs = await sql<{ open: number }>`
            SELECT count(*)::int AS open FROM bullmq.job
            WHERE (state IN ('waiting', 'active') AND queue IN ('payments', 'orders'))
               OR (state = 'delayed' AND queue = 'payments')`
            .execute(server.db)
            .catch(() => ({ rows: [{ open: -1 }] }));
          return behind === 0 && jobs.rows[0]?.open === 0;
        },
        { timeout: 120_000, interval: 1000 },
      )
      .toBe(true);
  }
});
