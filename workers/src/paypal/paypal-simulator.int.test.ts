import { once } from 'node:events';
import type { AddressInfo, Server } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPayPalSimulator } from './paypal-simulator.js';

/** The few fields these tests read by name; the rest is compared whole. */
interface Answer {
  readonly [field: string]: unknown;
  readonly id: string;
  readonly access_token: string;
  readonly debug_id: string;
}

const json = async (response: Response): Promise<Answer> => (await response.json()) as Answer;

// The wire protocol as PayPal's own clients see it, without our client in between.
describe('the PayPal simulator', () => {
  const basic = `Basic ${Buffer.from('id:secret').toString('base64')}`;
  let server: Server;
  let origin: string;
  let baseUrl: string;
  let bearer: string;

  beforeAll(async () => {
    const app = new Koa();
    const simulator = createPayPalSimulator({
      basePath: '/pp',
      clientId: 'id',
      clientSecret: 'secret',
      publicUrl: 'http://localhost:4000/pp/',
    });
    app.use(simulator.routes()).use(simulator.allowedMethods());
    server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    baseUrl = `${origin}/pp`;
    const token = await post('/v1/oauth2/token', 'grant_type=client_credentials', {
      authorization: basic,
      'content-type': 'application/x-www-form-urlencoded',
    });
    bearer = `Bearer ${(await json(token)).access_token}`;
  });

  afterAll(async () => {
    server.close();
    await once(server, 'close');
  });

  function post(path: string, body: string, headers: Record<string, string>) {
    return fetch(`${baseUrl}${path}`, { method: 'POST', body, headers });
  }

  function createOrder(body: unknown, headers: Record<string, string> = {}) {
    return post('/v2/checkout/orders', JSON.stringify(body), {
      authorization: bearer,
      'content-type': 'application/json',
      ...headers,
    });
  }

  const order = (amount: { currency_code: string; value: string }, context = {}) => ({
    intent: 'CAPTURE',
    purchase_units: [{ reference_id: '1001', amount }],
    application_context: {
      return_url: 'https://shop.example/ok',
      cancel_url: 'https://other.example/cancel',
      ...context,
    },
  });

  it('issues client-credentials tokens the PayPal way', async () => {
    const response = await post('/v1/oauth2/token', 'grant_type=client_credentials', {
      authorization: basic,
      'content-type': 'application/x-www-form-urlencoded',
    });

    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      access_token: expect.stringMatching(/^A21AA/),
      token_type: 'Bearer',
      expires_in: 32400,
    });
  });

  it('refuses other grant types', async () => {
    const response = await post('/v1/oauth2/token', 'grant_type=password', {
      authorization: basic,
      'content-type': 'application/x-www-form-urlencoded',
    });

    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ error: 'unsupported_grant_type' });
  });

  it('refuses API calls without a valid bearer token', async () => {
    const response = await createOrder(order({ currency_code: 'USD', value: '1.00' }), {
      authorization: 'Bearer not-a-token',
    });

    expect(response.status).toBe(401);
    expect(await json(response)).toMatchObject({ name: 'AUTHENTICATION_FAILURE' });
  });

  it('answers an application_context order with CREATED, a minimal body and an approve link', async () => {
    const response = await createOrder(order({ currency_code: 'USD', value: '10.00' }));

    expect(response.status).toBe(201);
    expect(response.headers.get('paypal-debug-id')).toMatch(/^[0-9a-f]{13}$/);
    const body = await json(response);
    expect(Object.keys(body)).toEqual(['id', 'status', 'links']);
    expect(body.status).toBe('CREATED');
    expect(body.links).toEqual([
      { href: `${baseUrl}/v2/checkout/orders/${body.id}`, rel: 'self', method: 'GET' },
      {
        href: `http://localhost:4000/pp/checkoutnow?token=${body.id}`,
        rel: 'approve',
        method: 'GET',
      },
      { href: `${baseUrl}/v2/checkout/orders/${body.id}`, rel: 'update', method: 'PATCH' },
      {
        href: `${baseUrl}/v2/checkout/orders/${body.id}/capture`,
        rel: 'capture',
        method: 'POST',
      },
    ]);
  });

  it.each([
    [{ currency_code: 'KRW', value: '15000' }, 'CURRENCY_NOT_SUPPORTED'],
    [{ currency_code: 'JPY', value: '1500.5' }, 'DECIMALS_NOT_SUPPORTED'],
    [{ currency_code: 'USD', value: '1.999' }, 'DECIMAL_PRECISION'],
    [{ currency_code: 'USD', value: '0.00' }, 'CANNOT_BE_ZERO_OR_NEGATIVE'],
  ])('refuses %j with 422 %s', async (amount, issue) => {
    const response = await createOrder(order(amount));

    expect(response.status).toBe(422);
    const body = await json(response);
    expect(body).toMatchObject({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue }] });
    expect(body.debug_id).toBe(response.headers.get('paypal-debug-id'));
  });

  it('refuses malformed requests with 400 INVALID_REQUEST and the field at fault', async () => {
    const missing = await createOrder({ intent: 'CAPTURE' });
    expect(missing.status).toBe(400);
    expect(await json(missing)).toMatchObject({
      name: 'INVALID_REQUEST',
      details: [{ field: '/purchase_units', issue: 'MISSING_REQUIRED_PARAMETER' }],
    });

    const script = await createOrder(
      order({ currency_code: 'USD', value: '1.00' }, { return_url: 'javascript:alert(1)' }),
    );
    expect(await json(script)).toMatchObject({
      details: [{ field: '/application_context/return_url', issue: 'INVALID_PARAMETER_VALUE' }],
    });

    const broken = await post('/v2/checkout/orders', '{"intent":', {
      authorization: bearer,
      'content-type': 'application/json',
    });
    expect(await json(broken)).toMatchObject({ details: [{ issue: 'MALFORMED_REQUEST_JSON' }] });
  });

  it('serves an approval page that only posts and redirects where the order says', async () => {
    const created = await json(
      await createOrder(
        order({ currency_code: 'USD', value: '10.00' }, { brand_name: 'A&B <Shop>' }),
      ),
    );

    const page = await fetch(`${baseUrl}/checkoutnow?token=${created.id}`);

    expect(page.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' https://shop.example https://other.example; frame-ancestors 'none'; base-uri 'none'",
    );
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await page.text()).toContain('at A&amp;B &lt;Shop&gt;');
  });

  it('answers an unknown token with a 404 page', async () => {
    const page = await fetch(`${baseUrl}/checkoutnow?token=NOSUCHORDER`);

    expect(page.status).toBe(404);
    expect(await page.text()).toContain('This payment could not be found.');
  });
});
