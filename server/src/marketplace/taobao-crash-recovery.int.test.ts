import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  aggregateState,
  newSellerKeysSecret,
  orderDecider,
  sellerKeyCipher,
  shopCommands,
  taobaoSessionContext,
  walletStream,
} from '@shop/core';
import { type ChildService, startChildService, testMetadata } from '@shop/core/testing';
import { createPayPalSimulator, createTaobaoSimulator } from '@shop/workers';
import Koa from 'koa';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testProduct } from '../catalog/catalog-test-kit.js';
import { startTestServer, type TestServer } from '../server-test-kit.js';

const taobaoApp = { appKey: '20000001', appSecret: 'crash-test-taobao-secret' };
const paypalApp = { clientId: 'taobao-crash', clientSecret: 'taobao-crash-secret' };
const productCount = 1000;
const tradeCount = 200;
const nick = 'crash-tea-shop';
const receiver = {
  name: '王小明',
  mobile: '13800138000',
  state: '上海',
  city: '上海市',
  address: '世纪大道 100 号',
};

/**
 * The workers run in a process of their own, killed with SIGKILL at random points, against a
 * TOP simulator that fails a fifth of the calls (half of the failing writes after they took
 * effect). Listing 1,000 products, carrying 200 trades over and uploading their shipments must
 * end with one Taobao item per product, one order per trade, one wallet charge per order and
 * one logistics upload per shipment.
 */
describe('Taobao syncs with the workers killed at random points', () => {
  let server: TestServer;
  let simulatorServer: Server;
  let workers: ChildService | null = null;
  const simulator = createTaobaoSimulator({
    basePath: '/sandbox/taobao',
    ...taobaoApp,
    rateLimits: { appCallsPerSecond: 100_000, sellerCallsPerSecond: 100_000 },
  });
  const paypal = createPayPalSimulator({ basePath: '/paypal', ...paypalApp });

  beforeAll(async () => {
    const app = new Koa();
    app.use(simulator.routes()).use(paypal.routes());
    simulatorServer = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => simulatorServer.once('listening', resolve));
    server = await startTestServer({ MAX_UNPAID_ORDERS: '1000' }, { workers: false });
    await server.listProducts(
      Array.from({ length: productCount }, (_, index) =>
        testProduct(index + 1, { category: 'teas', priceCents: 500, stock: 50 }),
      ),
    );
  }, 600_000);

  afterAll(async () => {
    await workers?.kill();
    await server?.close();
    simulatorServer?.close();
  });

  const base = () => `http://127.0.0.1:${(simulatorServer.address() as AddressInfo).port}`;

  async function startWorkersProcess(secret: string): Promise<ChildService> {
    return startChildService('workers/src/workers.main.ts', {
      env: {
        DATABASE_URL: server.databaseUrl,
        PAYPAL_API_URL: `${base()}/paypal`,
        PAYPAL_CLIENT_ID: paypalApp.clientId,
        PAYPAL_CLIENT_SECRET: paypalApp.clientSecret,
        TAOBAO_API_URL: `${base()}/sandbox/taobao/router/rest`,
        TAOBAO_OAUTH_URL: `${base()}/sandbox/taobao`,
        TAOBAO_APP_KEY: taobaoApp.appKey,
        TAOBAO_APP_SECRET: taobaoApp.appSecret,
        TAOBAO_CALLS_PER_SECOND: '2000',
        TAOBAO_SELLER_CALLS_PER_SECOND: '2000',
        TAOBAO_SYNC_SECONDS: '5',
        SELLER_KEYS_SECRET: secret,
        LOG_LEVEL: 'info',
        JOB_LOCK_SECONDS: '3',
      },
      readyWhen: 'workers started',
    });
  }

  it('ends with one item per product, one order per trade, one charge per order and one upload per shipment', {
    timeout: 1_500_000,
  }, async () => {
    const secret = newSellerKeysSecret();
    const cipher = sellerKeyCipher(secret);
    const { userId: sellerId } = await server.registerUser('crash-seller@example.com', 'seller');
    await server.fundWallet(sellerId, 10_000_000);
    simulator.createSeller(nick);
    const grant = simulator.grantSession(nick);
    const commands = shopCommands(server.store);
    await commands.taobaoAccount(
      sellerId,
      { type: 'StartLink', state: 'crash', nick },
      testMetadata(),
    );
    await commands.taobaoAccount(
      sellerId,
      {
        type: 'CompleteLink',
        state: 'crash',
        nick,
        taobaoUserId: grant.userId,
        sealedSession: cipher.seal(grant.session, taobaoSessionContext(sellerId, 'session')),
        sessionExpiresAt: new Date(Date.now() + grant.expiresIn * 1000).toISOString(),
        sealedRefreshToken: null,
        refreshExpiresAt: null,
        linkedAt: new Date().toISOString(),
      },
      testMetadata(),
    );
    await commands.taobaoAccount(
      sellerId,
      { type: 'ChangeSettings', categories: ['teas'], markupPercent: 20, markupFixedFen: 0 },
      testMetadata(),
    );
    simulator.setFaults({ failureRatio: 0.2, afterEffectRatio: 0.5 });

    workers = await startWorkersProcess(secret);
    const taobaoOrders = async () =>
      Number(
        (
          await server.db
            .selectFrom('orders')
            .select((eb) => eb.fn.countAll().as('count'))
            .where('platform', '=', 'taobao')
            .executeTakeFirstOrThrow()
        ).count,
      );
    const finished = async () =>
      simulator.items(nick).length >= productCount &&
      simulator.shipments(nick).length >= tradeCount;
    // The workers die at points of progress of each sync, not after a time: a fast sync cannot
    // finish before the kills it is tested against. Each kill falls up to a second after its
    // point, at a random place in the work.
    const killPoints: { name: string; reached: () => boolean | Promise<boolean> }[] = [
      ...[100, 350, 600, 850].map((count) => ({
        name: `${count} items listed`,
        reached: () => simulator.items(nick).length >= count,
      })),
      ...[40, 120].map((count) => ({
        name: `${count} trades carried over`,
        reached: async () => (await taobaoOrders()) >= count,
      })),
      ...[40, 120].map((count) => ({
        name: `${count} shipments uploaded`,
        reached: () => simulator.shipments(nick).length >= count,
      })),
    ];
    const killedMidWork: string[] = [];
    const killer = (async () => {
      for (const point of killPoints) {
        while (!(await point.reached()) && !(await finished())) await sleep(100);
        await sleep(Math.random() * 1000);
        if (!(await finished())) killedMidWork.push(point.name);
        await workers?.kill();
        await sleep(Math.random() * 300);
        workers = await startWorkersProcess(secret);
      }
    })();

    // Buyers come as items go on sale: 200 trades of one unit, each on its own item.
    const traded = new Set<string>();
    const trades: string[] = [];
    while (trades.length < tradeCount) {
      for (const item of simulator.items(nick)) {
        if (trades.length >= tradeCount) break;
        if (item.approve_status !== 'onsale' || traded.has(String(item.num_iid))) continue;
        traded.add(String(item.num_iid));
        trades.push(
          String(
            simulator.placeTrade(nick, { num_iid: String(item.num_iid), num: 1, receiver }).tid,
          ),
        );
      }
      await sleep(1000);
    }

    // Staff ship each order as it arrives (the shipment stream the order lifecycle keeps).
    const shipped = new Set<string>();
    const shipArrived = async () => {
      const rows = await server.db
        .selectFrom('orders')
        .select(['order_number', 'taobao_tid'])
        .where('platform', '=', 'taobao')
        .execute();
      for (const row of rows) {
        if (shipped.has(row.order_number)) continue;
        shipped.add(row.order_number);
        await server.store.append(
          `shipment-${row.order_number}`,
          [
            {
              type: 'ShipmentRecorded',
              data: {
                orderNumber: row.order_number,
                carrierId: 3,
                trackingNumber: `SF${String(row.taobao_tid).slice(-10)}`,
                weightGrams: 100,
                shippingFeeCents: 0,
              },
              metadata: testMetadata(),
            },
          ],
          { expectedRevision: 'no_stream' },
        );
      }
      return rows.length;
    };
    while ((await shipArrived()) < tradeCount) {
      await sleep(2000);
    }
    await killer;
    // Every kill but perhaps the last fell in the middle of the work.
    expect(killedMidWork.length).toBeGreaterThanOrEqual(killPoints.length - 1);

    // The last life of the workers finishes what the others left.
    await expect
      .poll(
        async () => {
          const outerIds = new Set(simulator.items(nick).map((item) => item.outer_id));
          // A step or job given up on would never finish: the wait ends with it in view.
          const failures = await server.db
            .selectFrom('workflow_failures')
            .select(['workflow', 'step', 'source', 'error'])
            .execute();
          return [outerIds.size, simulator.shipments(nick).length, failures];
        },
        { timeout: 600_000, interval: 2000 },
      )
      .toEqual([productCount, tradeCount, []]);
    simulator.clearFaults();

    const items = simulator.items(nick);
    expect(items).toHaveLength(productCount);
    const shipments = simulator.shipments(nick);
    expect(new Set(shipments.map((shipment) => String(shipment.tid))).size).toBe(tradeCount);
    expect(shipments.every((shipment) => shipment.company_code === 'SF')).toBe(true);

    const orderStreams = await sql<{ stream_name: string }>`
      SELECT DISTINCT stream_name FROM events WHERE stream_name LIKE 'order-%'`.execute(server.db);
    const orders = [];
    for (const { stream_name } of orderStreams.rows) {
      const order = await aggregateState(server.store, stream_name, orderDecider);
      if (order.status !== 'none') orders.push(order);
    }
    expect(orders).toHaveLength(tradeCount);
    expect(new Set(orders.map((order) => order.sale?.tradeId))).toEqual(new Set(trades));
    const debits = (await server.store.readStream(walletStream(sellerId))).filter(
      (event) =>
        event.type === 'WalletDebited' && (event.data as { code: string }).code === 'ORDER_PAYMENT',
    );
    expect(debits).toHaveLength(tradeCount);
    expect(
      new Set(debits.map((event) => (event.data as { orderNumber: string }).orderNumber)).size,
    ).toBe(tradeCount);
    expect(orders.every((order) => order.paymentStatus === 'paid')).toBe(true);
  });
});
