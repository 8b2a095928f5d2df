import { idempotencyKey, tokyoRecipient } from '../../orders/checkout-test-kit.js';
import type { TestServer } from '../../server-test-kit.js';

/**
 * Places a wallet order for the shopper and has staff take it all the way to Shipped
 * internationally with a parcel of `carrierId` numbered `trackingNumber`. Returns its number.
 */
export async function shipAnOrder(
  server: Pick<TestServer, 'request'>,
  { shopper, staff }: { shopper: string; staff: string },
  {
    productId,
    carrierId,
    trackingNumber,
  }: { productId: number; carrierId: number; trackingNumber: string },
): Promise<string> {
  const placed = await server.request<{ orderNumber: string }>('POST', '/api/orders', {
    token: shopper,
    headers: { 'idempotency-key': idempotencyKey() },
    body: {
      items: [{ id: productId, quantity: 1 }],
      currency: 'USD',
      paymentMethod: 'wallet',
      recipient: tokyoRecipient,
    },
  });
  if (placed.status !== 201) throw new Error(`checkout answered ${placed.status}`);
  const number = placed.body.orderNumber;
  const expectOk = async (answer: Promise<{ status: number; body: unknown }>) => {
    const { status, body } = await answer;
    if (status !== 200) throw new Error(`${status} ${JSON.stringify(body)}`);
  };
  for (const status of ['Purchasing', 'Arrived at our warehouse', 'Shipping domestically']) {
    await expectOk(
      server.request('POST', `/api/admin/orders/${number}/status`, {
        token: staff,
        body: { status },
      }),
    );
  }
  await expectOk(
    server.request('PUT', `/api/admin/orders/${number}/shipment`, {
      token: staff,
      body: { carrierId, trackingNumber, weightGrams: 500, shippingFee: 12 },
    }),
  );
  await expectOk(
    server.request('POST', `/api/admin/orders/${number}/status`, {
      token: staff,
      body: { status: 'Shipped internationally' },
    }),
  );
  return number;
}

/** Reads until `done` holds or `timeoutMs` passes; returns the last value read. */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
