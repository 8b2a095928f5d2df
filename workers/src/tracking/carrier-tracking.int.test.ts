import type { Server } from 'node:http';
import { type CarrierId, carrierIds } from '@shop/core';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CarrierSimulator, createCarrierSimulator } from './carrier-simulator.js';
import { CarrierUnavailableError, UnknownTrackingNumberError } from './carrier-tracking.js';
import { createCarrierTrackingClient } from './carrier-tracking-client.js';

const stepMs = 60_000;

describe('carrier tracking client and simulator', () => {
  let simulator: CarrierSimulator;
  let server: Server;
  let baseUrl: string;
  beforeAll(async () => {
    simulator = createCarrierSimulator({ basePath: '/carriers', stepMs, hangMs: 1_500 });
    const app = new Koa();
    app.use(simulator.routes());
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}/carriers`;
  });
  afterAll(() => server.close());

  const client = () => createCarrierTrackingClient({ baseUrl, timeoutMs: 500 });

  it.each(carrierIds.map((id) => [id]))(
    'follows a parcel of carrier %i through its stages, each scan with the same id every time',
    async (carrierId: CarrierId) => {
      const number = `PARCEL-${carrierId}-${Date.now()}`;
      const first = await client().track(carrierId, number);
      expect(first.map((scan) => scan.status)).toEqual(['Accepted']);
      simulator.advance(2 * stepMs);
      const later = await client().track(carrierId, number);
      expect(later.map((scan) => scan.status)).toEqual(['Accepted', 'In transit', 'Customs']);
      expect(later[0]).toEqual(first[0]);
      expect(new Set(later.map((scan) => scan.scanId)).size).toBe(3);
      simulator.advance(10 * stepMs);
      const done = await client().track(carrierId, number);
      expect(done.map((scan) => scan.status)).toEqual([
        'Accepted',
        'In transit',
        'Customs',
        'Out for delivery',
        'Delivered',
      ]);
      expect(done[4]?.location).toBe('Recipient');
    },
  );

  it('reports an exception on the way for a parcel that meets one', async () => {
    const number = `EXC-${Date.now()}`;
    await client().track(3, number);
    simulator.advance(3 * stepMs);
    const scans = await client().track(3, number);
    expect(scans.map((scan) => scan.status)).toEqual([
      'Accepted',
      'In transit',
      'Exception',
      'Customs',
    ]);
  });

  it('turns timeouts and server errors into "try again", an unknown number into its own error', async () => {
    simulator.injectFaults('5xx');
    await expect(client().track(2, 'YM-1')).rejects.toBeInstanceOf(CarrierUnavailableError);
    simulator.injectFaults('timeout');
    await expect(client().track(1, 'EJ-1')).rejects.toBeInstanceOf(CarrierUnavailableError);
    simulator.injectFaults('unknown');
    await expect(client().track(4, 'CJ-1')).rejects.toBeInstanceOf(UnknownTrackingNumberError);
    await expect(client().track(2, 'UNKNOWN-1')).rejects.toBeInstanceOf(UnknownTrackingNumberError);
    await expect(client().track(3, 'UNKNOWN-2')).rejects.toBeInstanceOf(UnknownTrackingNumberError);
    // Faults are used up: the carrier answers again.
    const before = simulator.requests;
    expect(await client().track(2, 'YM-1')).toHaveLength(1);
    expect(simulator.requests).toBe(before + 1);
  });
});
