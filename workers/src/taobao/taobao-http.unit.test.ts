import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  TaobaoInvalidSessionError,
  TaobaoPermanentError,
  TaobaoRateLimitError,
  TaobaoRetryableError,
} from './taobao-error.js';
import { createTopHttp, type TopHttpOptions, topRequestBody } from './taobao-http.js';
import { itemsOnsaleGetResponse, tradeFullinfoGetResponse } from './taobao-protocol.js';
import { createTaobaoRateLimiter } from './taobao-rate-limiter.js';
import { signTopRequest } from './taobao-signature.js';

const signing = {
  appKey: '12345678',
  appSecret: 'helloworld',
  signMethod: 'md5' as const,
  simplify: false,
  // 2016-01-01 12:00:00 in GMT+8.
  now: () => Date.UTC(2016, 0, 1, 4, 0, 0),
};

describe('topRequestBody', () => {
  it("sends the documented example's parameters and signature", () => {
    const body = topRequestBody(
      signing,
      'taobao.item.seller.get',
      { fields: ['num_iid', 'title', 'nick', 'price', 'num'], num_iid: 11223344 },
      'test',
    );
    expect(Object.fromEntries(body)).toEqual({
      method: 'taobao.item.seller.get',
      app_key: '12345678',
      timestamp: '2016-01-01 12:00:00',
      v: '2.0',
      format: 'json',
      sign_method: 'md5',
      session: 'test',
      fields: 'num_iid,title,nick,price,num',
      num_iid: '11223344',
      sign: '66987CB115214E59E6EC978214934FB8',
    });
  });

  it('writes booleans, dates and lists the way TOP reads them, and leaves out what is unset', () => {
    const body = topRequestBody(
      { ...signing, signMethod: 'hmac-sha256', simplify: true },
      'taobao.trades.sold.increment.get',
      {
        start_modified: new Date('2024-05-01T16:00:00Z'),
        use_has_next: true,
        status: undefined,
        q: '',
        fields: ['tid', 'status'],
      },
    );
    expect(body.get('start_modified')).toBe('2024-05-02 00:00:00');
    expect(body.get('use_has_next')).toBe('true');
    expect(body.get('simplify')).toBe('true');
    expect(body.get('fields')).toBe('tid,status');
    expect(body.has('status')).toBe(false);
    expect(body.has('q')).toBe(false);
    expect(body.has('session')).toBe(false);
  });

  it('form-encodes Chinese and reserved characters, and signs the decoded values', () => {
    const title = '抹茶 & 煎茶 = 100% 茶+';
    const encoded = topRequestBody(
      signing,
      'taobao.item.update',
      { num_iid: '1', title },
      's',
    ).toString();
    expect(encoded).toContain(
      'title=%E6%8A%B9%E8%8C%B6+%26+%E7%85%8E%E8%8C%B6+%3D+100%25+%E8%8C%B6%2B',
    );
    const received = Object.fromEntries(new URLSearchParams(encoded));
    expect(received.title).toBe(title);
    expect(received.sign).toBe(signTopRequest(received, 'helloworld', 'md5'));
  });

  it('refuses a number that is not one', () => {
    expect(() => topRequestBody(signing, 'taobao.item.update', { num: Number.NaN })).toThrow(
      RangeError,
    );
  });
});

describe('createTopHttp', () => {
  function httpAnswering(
    answer: (body: URLSearchParams) => Response | Promise<Response>,
    overrides: Partial<TopHttpOptions> = {},
  ) {
    const requests: { url: string; init: RequestInit }[] = [];
    const call = createTopHttp({
      ...signing,
      apiUrl: 'https://gw.example/router/rest',
      timeoutMs: 1000,
      limiter: createTaobaoRateLimiter({ appCallsPerSecond: 1000, sellerCallsPerSecond: 1000 }),
      fetch: async (url, init = {}) => {
        requests.push({ url: String(url), init });
        return answer(new URLSearchParams(String(init.body)));
      },
      ...overrides,
    });
    return { call, requests };
  }
  const json = (body: unknown, status = 200) =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json;charset=UTF-8' },
    });
  const seller = { nick: 'tea-shop', session: 'session-1' };
  const onsale = (total: number) => ({
    items_onsale_get_response: {
      items: {
        item: [{ num_iid: 600000000001, price: '49.90', num: 3, approve_status: 'onsale' }],
      },
      total_results: total,
      request_id: 'r1',
    },
  });

  it('posts a signed form and reads the method response', async () => {
    const { call, requests } = httpAnswering(() => json(onsale(1)));
    const answer = await call(
      'taobao.items.onsale.get',
      { fields: 'num_iid' },
      itemsOnsaleGetResponse,
      seller,
    );
    expect(answer.items).toEqual([
      { num_iid: '600000000001', price: '49.90', num: 3, approve_status: 'onsale', skus: [] },
    ]);
    expect(requests[0]?.url).toBe('https://gw.example/router/rest');
    expect(requests[0]?.init.method).toBe('POST');
    expect(new Headers(requests[0]?.init.headers).get('content-type')).toBe(
      'application/x-www-form-urlencoded;charset=utf-8',
    );
  });

  it('reads the simplified form too', async () => {
    const { call } = httpAnswering(
      () =>
        json({
          items: [{ num_iid: 600000000001, price: '49.90', num: 3, approve_status: 'onsale' }],
          total_results: 1,
        }),
      { simplify: true },
    );
    const answer = await call('taobao.items.onsale.get', {}, itemsOnsaleGetResponse, seller);
    expect(answer.items[0]?.num_iid).toBe('600000000001');
  });

  it('keeps trade ids past 2^53 exact', async () => {
    const { call } = httpAnswering(() =>
      json(
        '{"trade_fullinfo_get_response":{"trade":{"tid":2345678901234567891,"status":"WAIT_SELLER_SEND_GOODS","modified":"2024-05-01 10:00:00","orders":{"order":[{"oid":2345678901234567892,"num_iid":600000000001,"num":1,"price":"49.90"}]}}}}',
      ),
    );
    const { trade } = await call('taobao.trade.fullinfo.get', {}, tradeFullinfoGetResponse, seller);
    expect(trade.tid).toBe('2345678901234567891');
    expect(trade.orders[0]?.oid).toBe('2345678901234567892');
  });

  it('throws the typed error of an error_response', async () => {
    const { call } = httpAnswering(() =>
      json({
        error_response: {
          code: 27,
          msg: 'Invalid session',
          sub_code: 'invalid-sessionkey',
          request_id: 'r2',
        },
      }),
    );
    await expect(
      call('taobao.items.onsale.get', {}, itemsOnsaleGetResponse, seller),
    ).rejects.toThrow(TaobaoInvalidSessionError);
  });

  it('holds later calls back as long as a rate limit said', async () => {
    let calls = 0;
    const { call } = httpAnswering(() =>
      ++calls === 1
        ? json({
            error_response: {
              code: 7,
              msg: 'App Call Limited',
              sub_code: 'accesscontrol.limited-by-app-access-count',
              sub_msg: 'This ban will last for 1 more seconds',
            },
          })
        : json(onsale(1)),
    );
    await expect(
      call('taobao.items.onsale.get', {}, itemsOnsaleGetResponse, seller),
    ).rejects.toThrow(TaobaoRateLimitError);
    const started = performance.now();
    await call('taobao.items.onsale.get', {}, itemsOnsaleGetResponse, seller);
    expect(performance.now() - started).toBeGreaterThanOrEqual(900);
  });

  it.each([
    [
      'a 502 page',
      () => new Response('<html>502 Bad Gateway</html>', { status: 502 }),
      'http-status',
    ],
    ['JSON cut short', () => json('{"items_onsale_get_response":{"items":'), 'malformed-body'],
    [
      'an HTML 200',
      () => new Response('<html>maintenance</html>', { status: 200 }),
      'malformed-body',
    ],
    [
      'another method',
      () => json({ item_add_response: { item: { num_iid: 1 } } }),
      'malformed-body',
    ],
    [
      'a field of the wrong type',
      () => json({ items_onsale_get_response: { total_results: 'many' } }),
      'malformed-body',
    ],
  ] as const)('retries after %s', async (_, answer, transport) => {
    const { call } = httpAnswering(answer);
    const error = await call('taobao.items.onsale.get', {}, itemsOnsaleGetResponse, seller).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(TaobaoRetryableError);
    expect(error).toMatchObject({ transport, retryable: true });
  });

  it('retries after a timeout and after a network failure', async () => {
    const slow = httpAnswering(() => new Promise<Response>(() => {}), {
      timeoutMs: 50,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    });
    await expect(
      slow.call('taobao.items.onsale.get', {}, itemsOnsaleGetResponse),
    ).rejects.toMatchObject({
      transport: 'timeout',
      retryable: true,
    });
    const down = httpAnswering(() => json({}), {
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    await expect(
      down.call('taobao.items.onsale.get', {}, itemsOnsaleGetResponse),
    ).rejects.toMatchObject({
      transport: 'network',
      retryable: true,
    });
  });

  it('does not retry a 4xx from the gateway, but waits after a 429', async () => {
    const missing = httpAnswering(() => new Response('Not Found', { status: 404 }));
    await expect(missing.call('taobao.items.onsale.get', {}, z.unknown())).rejects.toThrow(
      TaobaoPermanentError,
    );
    const busy = httpAnswering(() => new Response('Too Many Requests', { status: 429 }));
    await expect(busy.call('taobao.items.onsale.get', {}, z.unknown())).rejects.toThrow(
      TaobaoRateLimitError,
    );
  });
});
