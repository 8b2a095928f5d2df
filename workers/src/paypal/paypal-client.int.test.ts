import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paypalAmount, paypalMinorUnits, UnsupportedCurrencyError } from './paypal-amount.js';
import { type CreatePayPalOrderInput, createPayPalClient } from './paypal-client.js';
import { PayPalError } from './paypal-error.js';
import {
  buyerDecides,
  cancelUrl,
  clientId,
  clientSecret,
  returnUrl,
  type ServedPayPalSimulator,
  servePayPalSimulator,
} from './paypal-test-kit.js';

/** Fetch that counts what went where, so tests can see the token being reused. */
function recordingFetch() {
  const paths: string[] = [];
  const recorded: typeof fetch = (input, init) => {
    paths.push(new URL(input instanceof Request ? input.url : input).pathname);
    return fetch(input, init);
  };
  return { fetch: recorded, tokenRequests: () => paths.filter((p) => p.endsWith('/token')).length };
}

// The server mounts the simulator behind its JSON body parser; both ways must work.
describe.each([
  { mounting: 'on its own', parseJson: false },
  { mounting: 'behind a JSON body parser', parseJson: true },
])('the PayPal client against the simulator mounted $mounting', ({ parseJson }) => {
  let paypal: ServedPayPalSimulator;
  let baseUrl: string;
  let simulatorClockOffset = 0;
  let requestNumber = 0;

  beforeAll(async () => {
    paypal = await servePayPalSimulator({
      parseJson,
      now: () => Date.now() + simulatorClockOffset,
    });
    baseUrl = paypal.baseUrl;
  });

  afterAll(() => paypal.close());

  beforeEach(() => {
    simulatorClockOffset = 0;
  });

  function newClient(options: { clientSecret?: string; now?: () => number } = {}) {
    const recording = recordingFetch();
    const client = createPayPalClient({
      baseUrl,
      clientId,
      clientSecret: options.clientSecret ?? clientSecret,
      fetch: recording.fetch,
      ...(options.now ? { now: options.now } : {}),
    });
    return { client, ...recording };
  }

  function orderInput(overrides: Partial<CreatePayPalOrderInput> = {}): CreatePayPalOrderInput {
    requestNumber += 1;
    return {
      orderNumber: '1001',
      amount: paypalAmount('USD', 1299),
      returnUrl,
      cancelUrl,
      requestId: `paypal-create-1001-${requestNumber}-${Date.now()}`,
      ...overrides,
    };
  }

  it('creates, lets the buyer approve, captures, and reads the capture back', async () => {
    const { client, tokenRequests } = newClient();

    const created = await client.createOrder(orderInput());
    expect(created.status).toBe('PAYER_ACTION_REQUIRED');
    expect(created.approveUrl).toBe(`${baseUrl}/checkoutnow?token=${created.id}`);
    expect(await client.getOrder(created.id)).toMatchObject({
      status: 'PAYER_ACTION_REQUIRED',
      orderNumber: '1001',
      amount: { currency: 'USD', value: '12.99' },
      capture: undefined,
    });

    const back = await buyerDecides(created.approveUrl, 'Pay now');
    expect(`${back.origin}${back.pathname}`).toBe('https://en.shop.example/checkout/paypal/return');
    expect(back.searchParams.get('order')).toBe('1001');
    expect(back.searchParams.get('token')).toBe(created.id);
    const payerId = back.searchParams.get('PayerID');
    expect(payerId).toMatch(/^[A-Z0-9]{13}$/);
    expect(await client.getOrder(created.id)).toMatchObject({ status: 'APPROVED', payerId });

    const capture = await client.captureOrder(created.id, { requestId: 'capture-1001-a' });
    expect(capture).toMatchObject({
      id: created.id,
      status: 'COMPLETED',
      captureStatus: 'COMPLETED',
      amount: { currency: 'USD', value: '12.99' },
    });
    expect(capture.captureId).toMatch(/^[A-Z0-9]{17}$/);
    expect(paypalMinorUnits(capture.amount)).toBe(1299);
    expect((await client.getOrder(created.id)).capture).toEqual({
      captureId: capture.captureId,
      captureStatus: 'COMPLETED',
      amount: capture.amount,
    });
    expect(tokenRequests()).toBe(1);
  });

  it('answers a retried capture with the first capture, whatever its request id', async () => {
    const { client } = newClient();
    const created = await client.createOrder(orderInput());
    await buyerDecides(created.approveUrl, 'Pay now');

    const first = await client.captureOrder(created.id, { requestId: 'capture-1001-b' });
    const sameKey = await client.captureOrder(created.id, { requestId: 'capture-1001-b' });
    const keyForgotten = await client.captureOrder(created.id, { requestId: 'capture-1001-c' });

    expect(sameKey).toEqual(first);
    expect(keyForgotten.captureId).toBe(first.captureId);
  });

  it('refuses to capture before the buyer approved, then captures with the same key', async () => {
    const { client } = newClient();
    const created = await client.createOrder(orderInput());

    const refusal = await client
      .captureOrder(created.id, { requestId: 'capture-early' })
      .catch((error: unknown) => error);

    expect(refusal).toBeInstanceOf(PayPalError);
    expect(refusal).toMatchObject({
      status: 422,
      name: 'UNPROCESSABLE_ENTITY',
      issue: 'ORDER_NOT_APPROVED',
      retryable: false,
    });
    expect((refusal as PayPalError).debugId).toMatch(/^[0-9a-f]{13}$/);

    await buyerDecides(created.approveUrl, 'Pay now');
    const capture = await client.captureOrder(created.id, { requestId: 'capture-early' });
    expect(capture.status).toBe('COMPLETED');
  });

  it('gives the same PayPal order for the same request id, and a new one for a new id', async () => {
    const { client } = newClient();
    const input = orderInput();

    const first = await client.createOrder(input);
    const again = await client.createOrder(input);
    const other = await client.createOrder(orderInput());

    expect(again).toEqual(first);
    expect(other.id).not.toBe(first.id);
  });

  it('sends a buyer who cancels to the cancel URL and leaves the order unapproved', async () => {
    const { client } = newClient();
    const created = await client.createOrder(orderInput());

    const back = await buyerDecides(created.approveUrl, 'Cancel and return');

    expect(back.href).toBe(`${cancelUrl}?token=${created.id}`);
    expect((await client.getOrder(created.id)).status).toBe('PAYER_ACTION_REQUIRED');
    await expect(
      client.captureOrder(created.id, { requestId: 'capture-cancelled' }),
    ).rejects.toMatchObject({ issue: 'ORDER_NOT_APPROVED' });
  });

  it('fails with the OAuth 401 on bad credentials', async () => {
    const { client } = newClient({ clientSecret: 'wrong' });

    await expect(client.createOrder(orderInput())).rejects.toMatchObject({
      status: 401,
      name: 'invalid_client',
      message: 'Client Authentication failed',
    });
  });

  it('refuses currencies PayPal does not take before sending anything', async () => {
    const { client, tokenRequests } = newClient();

    await expect(
      client.createOrder(orderInput({ amount: { currency: 'KRW', value: '15000' } })),
    ).rejects.toThrow(UnsupportedCurrencyError);
    await expect(
      client.createOrder(orderInput({ amount: { currency: 'JPY', value: '1500.50' } })),
    ).rejects.toThrow(RangeError);
    expect(tokenRequests()).toBe(0);

    const yen = await client.createOrder(orderInput({ amount: paypalAmount('JPY', 1500) }));
    expect((await client.getOrder(yen.id)).amount).toEqual({ currency: 'JPY', value: '1500' });
  });

  it('answers unknown and impossible order ids with RESOURCE_NOT_FOUND', async () => {
    const { client } = newClient();

    await expect(client.getOrder('0000000000NOSUCH')).rejects.toMatchObject({
      status: 404,
      name: 'RESOURCE_NOT_FOUND',
      issue: 'INVALID_RESOURCE_ID',
    });
    await expect(client.getOrder('../../v1/oauth2/token')).rejects.toMatchObject({
      status: 404,
      issue: 'INVALID_RESOURCE_ID',
      debugId: undefined,
    });
  });

  it('shares one token request among concurrent first calls', async () => {
    const { client, tokenRequests } = newClient();

    const orders = await Promise.all([1, 2, 3].map(() => client.createOrder(orderInput())));

    expect(new Set(orders.map(({ id }) => id)).size).toBe(3);
    expect(tokenRequests()).toBe(1);
  });

  it('renews the token shortly before it expires', async () => {
    let clientClock = Date.now();
    const { client, tokenRequests } = newClient({ now: () => clientClock });
    const created = await client.createOrder(orderInput());

    clientClock += 8 * 3600_000;
    await client.getOrder(created.id);
    expect(tokenRequests()).toBe(1);

    clientClock += 56 * 60_000; // within five minutes of the nine hours
    await client.getOrder(created.id);
    expect(tokenRequests()).toBe(2);
  });

  it('fetches a new token when PayPal refuses the cached one', async () => {
    const { client, tokenRequests } = newClient();
    const created = await client.createOrder(orderInput());

    simulatorClockOffset = 10 * 3600_000; // the simulator's token expired; the client thinks not
    const order = await client.getOrder(created.id);

    expect(order.id).toBe(created.id);
    expect(tokenRequests()).toBe(2);
  });
});
