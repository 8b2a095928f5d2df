import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, csrfHeader, parseApiError, unknownErrorCode } from './client';

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

  describe('the session', () => {
    function clientWith(response: () => Response) {
      const calls: Headers[] = [];
      const lost: number[] = [];
      const api = createApiClient({
        domainCountry: 'WW',
        csrfToken: () => 'csrf-1',
        onUnauthorized: (error) => lost.push(error.status),
        fetch: async (_, init) => {
          calls.push(new Headers(init?.headers));
          return response();
        },
      });
      return { api, calls, lost };
    }

    it('echoes the CSRF token on writes, not on reads', async () => {
      const { api, calls } = clientWith(() => Response.json({}));
      await api.request('/cart');
      await api.request('/cart', { method: 'POST', body: { id: 1 } });
      await api.request('/cart/items/1', { method: 'DELETE' });
      expect(calls.map((headers) => headers.get(csrfHeader))).toEqual([null, 'csrf-1', 'csrf-1']);
    });

    it('reports a 401 as a lost session unless the call expects one', async () => {
      const { api, lost } = clientWith(() =>
        Response.json({ error: { code: 'unauthenticated', message: 'x' } }, { status: 401 }),
      );
      await expect(api.request('/cart')).rejects.toMatchObject({ status: 401 });
      await expect(api.request('/auth/user', { anonymousOk: true })).rejects.toMatchObject({
        status: 401,
      });
      expect(lost).toEqual([401]);
    });

    it('does not report other errors', async () => {
      const { api, lost } = clientWith(() => new Response('', { status: 403 }));
      await expect(api.request('/cart', { method: 'POST' })).rejects.toMatchObject({
        status: 403,
      });
      expect(lost).toEqual([]);
    });
  });
});
