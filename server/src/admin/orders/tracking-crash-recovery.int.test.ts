import type { Server } from 'node:http';
import {
  aggregateState,
  orderDecider,
  orderStream,
  type RecordedEvent,
  shipmentStream,
  stockDecider,
  stockStream,
  type TrackingScan,
} from '@shop/core';
import { type ChildService, startChildService } from '@shop/core/testing';
import { createCarrierSimulator, createPayPalSimulator } from '@shop/workers';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testProduct } from '../../catalog/catalog-test-kit.js';
import { startTestServer, type TestServer } from '../../server-test-kit.js';
import { eventually, shipAnOrder } from './lifecycle-test-kit.js';

const paypalCredentials = { clientId: 'tracking-crash', clientSecret: 'tracking-crash-secret' };
const parcels = 4;
/** Each kill costs a start of the workers (seconds of compiling on a busy machine). */
const kills = 5;

async function listen(app: Koa): Promise<{ server: Server; url: string }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` };
}

/**
 * The workers run in a process of their own, killed with SIGKILL again and again while they poll
 * the carriers (some of whose answers hang). After the last restart every parcel has each of its
 * scans exactly once, and its order says Delivered.
 */
describe('workers killed while polling carriers', () => {
  let server: TestServer;
  let paypal: { server: Server; url: string };
  let carriers: { server: Server; url: string };
  const simulator = createCarrierSimulator({ basePath: '', stepMs: 1_500, hangMs: 3_000 });
  let workers: ChildService | null = null;

  beforeAll(async () => {
    const paypalApp = new Koa();
    paypalApp.use(createPayPalSimulator({ basePath: '', ...paypalCredentials }).routes());
    paypal = await listen(paypalApp);
    const carriersApp = new Koa();
    carriersApp.use(simulator.routes());
    carriers = await listen(carriersApp);
    server = await startTestServer({}, { workers: false });
    await server.listProducts([testProduct(1, { priceCents: 500, stock: 100 })]);
  }, 120_000);

  afterAll(async () => {
    await workers?.kill();
    await server?.close();
    paypal?.server.close();
    carriers?.server.closeAllConnections();
    carriers?.server.close();
  });

  async function startWorkersProcess(): Promise<ChildService> {
    return startChildService('workers/src/workers.main.ts', {
      env: {
        DATABASE_URL: server.databaseUrl,
        PAYPAL_API_URL: paypal.url,
        PAYPAL_CLIENT_ID: paypalCredentials.clientId,
        PAYPAL_CLIENT_SECRET: paypalCredentials.clientSecret,
        CARRIER_API_URL: carriers.url,
        CARRIER_TIMEOUT_SECONDS: '1',
        TRACKING_POLL_SECONDS: '1',
        LOG_LEVEL: 'info',
        // Jobs of a killed worker come back quickly.
        JOB_LOCK_SECONDS: '2',
      },
      readyWhen: 'workers started',
    });
  }

  it('loses no scan and records none twice', { timeout: 600_000 }, async () => {
    const ann = await server.registerUser('ann@example.com', 'customer');
    await server.fundWallet(ann.userId, 100_000);
    await server.registerUser('sam@shop.example', 'staff');
    const tokens = {
      shopper: (await server.sessionFor(ann.userId)).token,
      staff: (await server.login('sam@shop.example')).token,
    };
    workers = await startWorkersProcess();
    const numbers: string[] = [];
    for (let index = 0; index < parcels; index++) {
      numbers.push(
        await shipAnOrder(server, tokens, {
          productId: 1,
          carrierId: 1 + (index % 4),
          trackingNumber: `CRASH-${index}-0001`,
        }),
      );
    }

    for (let kill = 0; kill < kills; kill++) {
      if (kill % 2 === 0) simulator.injectFaults('timeout', 2);
      await new Promise((resolve) => setTimeout(resolve, 700 + Math.random() * 1500));
      await workers.kill();
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 300));
      workers = await startWorkersProcess();
    }

    for (const number of numbers) {
      const order = await eventually(
        () => aggregateState(server.store, orderStream(number), orderDecider),
        (state) => state.status !== 'none' && state.courierStatus === 'Delivered',
        240_000,
      );
      expect(order).toMatchObject({ courierStatus: 'Delivered' });
      const scans = (await server.store.readStream(shipmentStream(number)))
        .filter((event: RecordedEvent) => event.type === 'ShipmentScanned')
        .map((event) => (event.data as TrackingScan).status);
      expect(scans).toEqual(['Accepted', 'In transit', 'Customs', 'Out for delivery', 'Delivered']);
      const courierMoves = (await server.store.readStream(orderStream(number))).filter(
        (event) => event.type === 'OrderCourierStatusChanged',
      );
      expect(courierMoves).toHaveLength(5);
    }
    const stock = await aggregateState(server.store, stockStream(1), stockDecider);
    expect(stock).toMatchObject({ committed: parcels, reserved: 0 });
    // The parcels were polled again and again across the kills (how often depends on how busy
    // the machine is: a late poll sees several scans at once).
    expect(simulator.requests).toBeGreaterThan(parcels * 2);
  });
});
