import {
  aggregateState,
  orderDecider,
  orderStream,
  type RecordedEvent,
  shipmentDecider,
  shipmentStream,
  type TrackingScan,
} from '@shop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testProduct } from '../../catalog/catalog-test-kit.js';
import { type ApiError, startTestServer, type TestServer } from '../../server-test-kit.js';
import { eventually, shipAnOrder } from './lifecycle-test-kit.js';

describe('carrier tracking: polling, faults and refresh now', () => {
  let server: TestServer;
  let tokens: { shopper: string; staff: string };
  beforeAll(async () => {
    server = await startTestServer({
      // Parcels move a stage a second; the shipments on their way are polled every second.
      CARRIER_SIMULATOR_STEP_SECONDS: '1',
      TRACKING_POLL_SECONDS: '1',
      CARRIER_TIMEOUT_SECONDS: '1',
    });
    await server.listProducts([testProduct(1, { priceCents: 500, stock: 100 })]);
    const ann = await server.registerUser('ann@example.com', 'customer');
    await server.fundWallet(ann.userId, 100_000);
    await server.registerUser('sam@shop.example', 'staff');
    tokens = {
      shopper: (await server.sessionFor(ann.userId)).token,
      staff: (await server.login('sam@shop.example')).token,
    };
  }, 120_000);
  afterAll(() => server.close());

  async function scansOf(number: string) {
    const events = (await server.store.readStream(shipmentStream(number))) as RecordedEvent[];
    return events
      .filter((event) => event.type === 'ShipmentScanned')
      .map((event) => event.data as TrackingScan);
  }

  it('records each scan once while the carrier times out, fails and forgets the number', {
    timeout: 120_000,
  }, async () => {
    const simulator = server.carriers;
    if (!simulator) throw new Error('the test server runs the carrier simulator');
    simulator.injectFaults('5xx', 2);
    simulator.injectFaults('timeout');
    simulator.injectFaults('unknown');
    simulator.injectFaults('5xx');
    const number = await shipAnOrder(server, tokens, {
      productId: 1,
      carrierId: 3,
      trackingNumber: 'SF1000000001',
    });
    // Staff ask now and then too, at the same time as the polls.
    const refreshing = (async () => {
      for (let tries = 0; tries < 8; tries++) {
        await server.request('POST', `/api/admin/orders/${number}/tracking/refresh`, {
          token: tokens.staff,
        });
        await new Promise((resolve) => setTimeout(resolve, 700));
      }
    })();
    const order = await eventually(
      () => aggregateState(server.store, orderStream(number), orderDecider),
      (state) => state.status !== 'none' && state.courierStatus === 'Delivered',
      90_000,
    );
    await refreshing;
    expect(order).toMatchObject({ status: 'Shipped internationally', courierStatus: 'Delivered' });
    const scans = await scansOf(number);
    expect(scans.map((scan) => scan.status)).toEqual([
      'Accepted',
      'In transit',
      'Customs',
      'Out for delivery',
      'Delivered',
    ]);
    expect(new Set(scans.map((scan) => scan.scanId)).size).toBe(5);
    const shipment = await aggregateState(server.store, shipmentStream(number), shipmentDecider);
    expect(shipment).toMatchObject({ status: 'dispatched', courierStatus: 'Delivered' });

    // Delivered parcels are no longer polled; the shopper sees where the parcel went.
    const mine = await server.request<{
      courierStatus: string;
      timeline: { type: string; courierStatus?: string }[];
    }>('GET', `/api/orders/${number}`, { token: tokens.shopper });
    expect(mine.body.courierStatus).toBe('Delivered');
    expect(
      mine.body.timeline
        .filter((entry) => entry.type === 'ShipmentScanned')
        .map((entry) => entry.courierStatus),
    ).toEqual(['Accepted', 'In transit', 'Customs', 'Out for delivery', 'Delivered']);
  });

  it('lets staff refresh one shipment now, and says when the carrier cannot be asked', {
    timeout: 60_000,
  }, async () => {
    const number = await shipAnOrder(server, tokens, {
      productId: 1,
      carrierId: 1,
      trackingNumber: 'UNKNOWN-EJ1',
    });
    const unknown = await server.request<ApiError>(
      'POST',
      `/api/admin/orders/${number}/tracking/refresh`,
      { token: tokens.staff },
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.code).toBe('unknown_tracking_number');

    const fresh = await server.request<{ orderNumber: string }>('POST', '/api/orders', {
      token: tokens.shopper,
      headers: { 'idempotency-key': `refresh-${Date.now()}` },
      body: {
        items: [{ id: 1, quantity: 1 }],
        currency: 'USD',
        paymentMethod: 'wallet',
        recipient: {
          fullName: '山田 太郎',
          phone: '+81 90-1234-5678',
          postalCode: '150-0001',
          country: 'JP',
          province: '13',
          city: '渋谷区',
          address: '神宮前1-2-3',
        },
      },
    });
    const noTracking = await server.request<ApiError>(
      'POST',
      `/api/admin/orders/${fresh.body.orderNumber}/tracking/refresh`,
      { token: tokens.staff },
    );
    expect(noTracking.status).toBe(409);

    const shipped = await shipAnOrder(server, tokens, {
      productId: 1,
      carrierId: 4,
      trackingNumber: 'CJ5000000001',
    });
    server.carriers?.injectFaults('5xx', 1);
    const down = await server.request<ApiError>(
      'POST',
      `/api/admin/orders/${shipped}/tracking/refresh`,
      { token: tokens.staff },
    );
    expect([200, 502]).toContain(down.status);
    const now = await eventually(
      () =>
        server.request<{ courierStatus: string | null; newScans: number }>(
          'POST',
          `/api/admin/orders/${shipped}/tracking/refresh`,
          { token: tokens.staff },
        ),
      (answer) => answer.status === 200 && answer.body.courierStatus !== null,
    );
    expect(now.body.courierStatus).not.toBeNull();
  });
});
