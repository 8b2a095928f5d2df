import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, parseApiError, unknownErrorCode } from './client';

describe('parseApiError', () => {
  it("reads the code and message of the API's error body", () => {
    const error = parseApiError(
      409,
      'Conflict',
      JSON.stringify({ error: { code: 'out_of_stock', message: 'Sold out' } }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'out_of_stock', message: 'Sold out' });
  });

  it.each([
    ['an HTML page', '<html><body>Bad gateway</body></html>'],
    ['an empty body', ''],
    ['JSON of another shape', '{"message":"nope"}'],
    ['an error without a message', '{"error":{"code":"x"}}'],
    ['a non-string code', '{"error":{"code":7,"message":"m"}}'],
    ['a null error', '{"error":null}'],
  ])('falls back to the status text for %s', (_, body) => {
    expect(parseApiError(502, 'Bad Gateway', body)).toMatchObject({
      status: 502,
      code: unknownErrorCode,
      message: 'Bad Gateway',
    });
  });

  it('names the status when there is no status text either', () => {
    expect(parseApiError(500, '', '').message).toBe('HTTP 500');
  });
});

describe('createApiClient', () => {
  function clientAnswering(response: Response) {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const api = createApiClient({
      domainCountry: 'JA',
      fetch: async (input, init) => {
        calls.push({ url: String(input), init });
        return response;
      },
    });
    return { api, calls };
  }

  it('sends JSON with the cookies and the domain country under /api', async () => {
    const { api, calls } = clientAnswering(Response.json({ ok: true }));
    await expect(api.request('/cart', { method: 'POST', body: { id: 1 } })).resolves.toEqual({
      ok: true,
    });
    const [call] = calls;
    expect(call?.url).toBe('/api/cart');
    expect(call?.init?.method).toBe('POST');
    expect(call?.init?.credentials).toBe('include');
    expect(call?.init?.body).toBe('{"id":1}');
    const headers = new Headers(call?.init?.headers);
    expect(headers.get('domainCountry')).toBe('JA');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('resolves to undefined for an empty answer', async () => {
    const { api, calls } = clientAnswering(new Response(null, { status: 204 }));
    await expect(api.request('/auth/user')).resolves.toBeUndefined();
    expect(calls[0]?.init?.method).toBe('GET');
    expect(new Headers(calls[0]?.init?.headers).has('Content-Type')).toBe(false);
  });

  it('throws an ApiError for an error answer', async () => {
    const { api } = clientAnswering(
      Response.json(
        { error: { code: 'unauthenticated', message: 'Log in first' } },
        { status: 401, statusText: 'Unauthorized' },
      ),
    );
    await expect(api.request('/auth/user')).rejects.toMatchObject({
      name: 'ApiError',
      status: 401,
      code: 'unauthenticated',
      message: 'Log in first',
    });
  });
});
