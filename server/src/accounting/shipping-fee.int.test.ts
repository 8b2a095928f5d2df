import { waitForProjection, workflowsCheckpointName } from '@shop/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testProduct } from '../catalog/catalog-test-kit.js';
import { idempotencyKey, tokyoRecipient } from '../orders/checkout-test-kit.js';
import { startTestServer, type TestServer } from '../server-test-kit.js';

interface LedgerRecord {
  code: string;
  outgo: number;
  status: string;
  orderNumber: string | null;
}

let server: TestServer;
let staff: string;

beforeAll(async () => {
  server = await startTestServer();
  await server.listProducts([testProduct(1, { priceCents: 1000, stock: 50, weightGrams: 300 })]);
  const { userId } = await server.registerUser('staff@fees.test', 'staff');
  staff = (await server.sessionFor(userId)).token;
}, 120_000);
afterAll(() => server?.close());

async function account(email: string, seller: boolean, cents: number) {
  const { userId } = await server.registerUser(email, 'customer');
  const { token } = await server.sessionFor(userId);
  if (seller) {
    await server.request('POST', '/api/seller', {
      token,
      body: { wechatId: email.split('@')[0], wechatNickname: 'S' },
    });
  }
  await server.fundWallet(userId, cents);
  const placed = await server.request<{ orderNumber: string }>('POST', '/api/orders', {
    token,
    headers: { 'idempotency-key': idempotencyKey() },
    body: {
      items: [{ id: 1, quantity: 1 }],
      currency: 'USD',
      paymentMethod: 'wallet',
      recipient: tokyoRecipient,
    },
  });
  expect(placed.status).toBe(201);
  return { userId, token, orderNumber: placed.body.orderNumber };
}

const ship = (orderNumber: string, shippingFee: number) =>
  server.request('PUT', `/api/admin/orders/${orderNumber}/shipment`, {
    token: staff,
    body: { carrierId: 2, trackingNumber: 'YM-4455-6677', weightGrams: 640, shippingFee },
  });

async function shippingEntries(token: string): Promise<LedgerRecord[]> {
  const filter = encodeURIComponent(JSON.stringify({ code: 'SHIPPING_FEE' }));
  const deadline = Date.now() + 15_000;
  for (;;) {
    const { body } = await server.request<LedgerRecord[]>(
      'GET',
      `/api/admin/ledger?filter=${filter}`,
      { token },
    );
    if (body.length > 0 || Date.now() > deadline) return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the shipping fee', () => {
  it('charges a seller the carrier’s fee once a shipment is recorded on their order', {
    timeout: 60_000,
  }, async () => {
    const ann = await account('ann@fees.test', true, 10_000);
    expect((await ship(ann.orderNumber, 18.5)).status).toBe(200);
    const entries = await shippingEntries(ann.token);
    expect(entries).toEqual([
      expect.objectContaining({ outgo: 18.5, status: 'posted', orderNumber: ann.orderNumber }),
    ]);
  });

  it('leaves the fee pending when the balance does not cover it, until a deposit does', {
    timeout: 60_000,
  }, async () => {
    const bob = await account('bob@fees.test', true, 10_000);
    await ship(bob.orderNumber, 500);
    const [pending] = await shippingEntries(bob.token);
    expect(pending).toMatchObject({ outgo: 500, status: 'pending' });
    await server.fundWallet(bob.userId, 50_000);
    const [posted] = await shippingEntries(bob.token);
    expect(posted?.status).toBe('posted');
  });

  it('charges a customer nothing more: their order carried its shipping', {
    timeout: 60_000,
  }, async () => {
    const cy = await account('cy@fees.test', false, 10_000);
    await ship(cy.orderNumber, 18.5);
    // Once the workflows are past the shipment, any charge would have been made.
    const position = (await server.store.readStream(`order-${cy.orderNumber}`)).at(-1)?.position;
    if (position) await waitForProjection(server.db, workflowsCheckpointName, position);
    const { body } = await server.request<LedgerRecord[]>(
      'GET',
      `/api/admin/ledger?filter=${encodeURIComponent(JSON.stringify({ accountId: cy.userId }))}`,
      { token: staff },
    );
    expect(body.map((entry) => entry.code)).toEqual(['ORDER_PAYMENT', 'ADJUSTMENT']);
  });

  it('shows a seller their own order and another seller’s as not found', async () => {
    const dee = await account('dee@fees.test', true, 10_000);
    const eve = await account('eve@fees.test', true, 10_000);
    const own = await server.request('GET', `/api/admin/orders/${dee.orderNumber}`, {
      token: dee.token,
    });
    expect(own.status).toBe(200);
    const other = await server.request('GET', `/api/admin/orders/${dee.orderNumber}`, {
      token: eve.token,
    });
    expect(other.status).toBe(404);
    const list = await server.request<{ id: string }[]>('GET', '/api/admin/orders', {
      token: eve.token,
    });
    expect(list.body.map((order) => order.id)).toEqual([eve.orderNumber]);
  });
});
