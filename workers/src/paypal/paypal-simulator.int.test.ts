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

  describe('Payments API: captures and refunds', () => {
    async function capturedOrder(referenceId: string, value = '10.00') {
      const created = await json(
        await createOrder({
          ...order({ currency_code: 'USD', value }),
          purchase_units: [{ reference_id: referenceId, amount: { currency_code: 'USD', value } }],
        }),
      );
      const approved = await fetch(`${baseUrl}/checkoutnow`, {
        method: 'POST',
        body: new URLSearchParams({ token: created.id, decision: 'pay' }),
        redirect: 'manual',
      });
      expect(approved.status).toBe(303);
      return capture(created.id);
    }

    function capture(orderId: string) {
      return post(`/v2/checkout/orders/${orderId}/capture`, '{}', {
        authorization: bearer,
        'content-type': 'application/json',
      });
    }

    const captureIdOf = async (response: Response) => {
      const body = (await response.json()) as {
        purchase_units: [{ payments: { captures: [{ id: string }] } }];
      };
      return body.purchase_units[0].payments.captures[0].id;
    };

    function refund(captureId: string, body: unknown, headers: Record<string, string> = {}) {
      return post(`/v2/payments/captures/${captureId}/refund`, JSON.stringify(body), {
        authorization: bearer,
        'content-type': 'application/json',
        ...headers,
      });
    }

    const get = (path: string) =>
      fetch(`${baseUrl}${path}`, { headers: { authorization: bearer } });

    it('shows a capture with its order, and refunds it: minimal unless asked for more', async () => {
      const created = await capturedOrder('2001');
      expect(created.status).toBe(201);
      const captureId = await captureIdOf(created);

      const shown = await json(await get(`/v2/payments/captures/${captureId}`));
      expect(shown).toMatchObject({
        id: captureId,
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: '10.00' },
        supplementary_data: { related_ids: { order_id: expect.stringMatching(/^[A-Z0-9]{17}$/) } },
      });
      expect(shown.links).toContainEqual({
        href: `${baseUrl}/v2/payments/captures/${captureId}/refund`,
        rel: 'refund',
        method: 'POST',
      });

      const minimal = await refund(captureId, {}, { 'paypal-request-id': 'refund-2001' });
      expect(minimal.status).toBe(201);
      const refunded = await json(minimal);
      expect(Object.keys(refunded)).toEqual(['id', 'status', 'links']);

      expect(await json(await get(`/v2/payments/refunds/${refunded.id}`))).toMatchObject({
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: '10.00' },
      });
      const after = await json(await get(`/v2/payments/captures/${captureId}`));
      expect(after.status).toBe('REFUNDED');
      expect(after.links).not.toContainEqual(expect.objectContaining({ rel: 'refund' }));
    });

    it('refuses refunds as PayPal does', async () => {
      const captureId = await captureIdOf(await capturedOrder('2002', '10.00'));
      const refusal = async (body: unknown) => {
        const response = await refund(captureId, body);
        const answer = await json(response);
        return { status: response.status, name: answer.name, details: answer.details };
      };

      expect(await refusal({ amount: { currency_code: 'EUR', value: '1.00' } })).toMatchObject({
        status: 422,
        details: [{ issue: 'REFUND_CAPTURE_CURRENCY_MISMATCH' }],
      });
      expect(await refusal({ amount: { currency_code: 'USD', value: '0.001' } })).toMatchObject({
        status: 422,
        details: [{ issue: 'DECIMAL_PRECISION', field: '/amount/value' }],
      });
      expect(await refusal({ amount: { currency_code: 'USD', value: '10.01' } })).toMatchObject({
        status: 422,
        name: 'UNPROCESSABLE_ENTITY',
        details: [{ issue: 'REFUND_AMOUNT_EXCEEDED' }],
      });
      expect(await refusal({ note_to_payer: '' })).toMatchObject({
        status: 400,
        details: [{ issue: 'INVALID_PARAMETER_VALUE', field: '/note_to_payer' }],
      });
      expect((await refund(captureId, {})).status).toBe(201);
      expect(await refusal({})).toMatchObject({
        status: 422,
        details: [{ issue: 'CAPTURE_FULLY_REFUNDED' }],
      });
      expect(await refusal({ amount: { currency_code: 'USD', value: '1.00' } })).toMatchObject({
        details: [{ issue: 'CAPTURE_FULLY_REFUNDED' }],
      });
    });

    it('answers unknown captures and refunds with 404 RESOURCE_NOT_FOUND', async () => {
      for (const response of [
        await get('/v2/payments/captures/0000000000NOSUCH'),
        await refund('0000000000NOSUCH', {}),
        await get('/v2/payments/refunds/0000000000NOSUCH'),
      ]) {
        expect(response.status).toBe(404);
        expect(await json(response)).toMatchObject({
          name: 'RESOURCE_NOT_FOUND',
          details: [{ issue: 'INVALID_RESOURCE_ID' }],
        });
      }
    });

    it('declines a funding source with a redirect, and waits for the buyer again', async () => {
      const created = await json(await createOrder(order({ currency_code: 'USD', value: '5.00' })));
      await fetch(`${baseUrl}/checkoutnow`, {
        method: 'POST',
        body: new URLSearchParams({ token: created.id, decision: 'pay' }),
        redirect: 'manual',
      });
      const told = await post(
        '/_sim/captures/next',
        JSON.stringify({ orderId: created.id, answer: { error: 'INSTRUMENT_DECLINED' } }),
        { 'content-type': 'application/json' },
      );
      expect(told.status).toBe(204);

      const declined = await capture(created.id);

      expect(declined.status).toBe(422);
      const body = await json(declined);
      expect(body).toMatchObject({ details: [{ issue: 'INSTRUMENT_DECLINED' }] });
      expect(body.links).toContainEqual({
        href: `http://localhost:4000/pp/checkoutnow?token=${created.id}`,
        rel: 'redirect',
        method: 'GET',
      });
      expect((await json(await get(`/v2/checkout/orders/${created.id}`))).status).toBe('CREATED');
      expect((await capture(created.id)).status).toBe(422);
    });

    it('refuses control instructions it cannot follow, saying why', async () => {
      const control = async (path: string, body: string) => {
        const response = await post(path, body, { 'content-type': 'application/json' });
        return { status: response.status, body: (await response.json()) as { error: string } };
      };
      const captureId = await captureIdOf(await capturedOrder('2003'));

      const badAnswer = await control(
        '/_sim/captures/next',
        JSON.stringify({ referenceId: '2004', answer: { status: 'PENDING', reason: 'SOON' } }),
      );
      expect(badAnswer.status).toBe(400);
      expect(badAnswer.body.error).toContain('reason');
      expect(
        await control(
          '/_sim/captures/next',
          JSON.stringify({
            referenceId: '2004',
            answer: { status: 'COMPLETED', amount: { currency: 'KRW', value: '100' } },
          }),
        ),
      ).toMatchObject({ status: 400 });
      expect(await control('/_sim/captures/next', '{"referenceId":')).toEqual({
        status: 400,
        body: { error: 'The body is not JSON.' },
      });
      expect(
        await control('/_sim/captures/0000000000NOSUCH/settle', '{"status":"COMPLETED"}'),
      ).toEqual({ status: 404, body: { error: 'There is no capture 0000000000NOSUCH.' } });
      expect(await control(`/_sim/captures/${captureId}/settle`, '{"status":"DECLINED"}')).toEqual({
        status: 409,
        body: { error: `Capture ${captureId} is COMPLETED, not PENDING.` },
      });
    });
  });
});
