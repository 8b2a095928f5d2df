import { once } from 'node:events';
import type { AddressInfo, Server } from 'node:net';
import bodyParser from '@koa/bodyparser';
import { paypalAmount } from '@shop/workers';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paypalSetup } from './paypal-setup.js';

// Mounted as the app mounts it: before the JSON body parser, on the server's own port.
describe('the simulated PayPal setup', () => {
  const setup = paypalSetup({});
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const app = new Koa();
    if (setup.simulator) app.use(setup.simulator.routes());
    app.use(bodyParser({ enableTypes: ['json'] }));
    server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    setup.attach(port);
    base = `http://127.0.0.1:${port}/simulators/paypal`;
  });

  afterAll(async () => {
    server.close();
    await once(server, 'close');
  });

  async function approvedOrder(orderNumber: string) {
    const { id } = await setup.client.createOrder({
      orderNumber,
      amount: paypalAmount('USD', 2500),
      returnUrl: 'https://en.shop.example/checkout/paypal/return',
      cancelUrl: 'https://en.shop.example/checkout/paypal/cancel',
      requestId: `paypal-create-${orderNumber}`,
    });
    const approved = await fetch(`${base}/checkoutnow`, {
      method: 'POST',
      body: new URLSearchParams({ token: id, decision: 'pay' }),
      redirect: 'manual',
    });
    expect(approved.status).toBe(303);
    return id;
  }

  it('follows a capture a test made pending over HTTP, then refunds it', async () => {
    const orderId = await approvedOrder('5001');
    const told = await fetch(`${base}/_sim/captures/next`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ referenceId: '5001', answer: { status: 'PENDING' } }),
    });
    expect(told.status).toBe(204);

    const { captureId, captureStatus } = await setup.client.captureOrder(orderId, {
      requestId: 'paypal-capture-5001',
    });
    expect(captureStatus).toBe('PENDING');
    setup.simulator?.settleCapture(captureId, 'COMPLETED');

    expect(await setup.client.getCapture(captureId)).toMatchObject({
      status: 'COMPLETED',
      orderId,
    });
    expect(
      await setup.client.refundCapture(captureId, { requestId: 'paypal-refund-5001' }),
    ).toMatchObject({ status: 'COMPLETED', amount: { currency: 'USD', value: '25.00' } });
  });
});
