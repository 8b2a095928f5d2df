import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signTopRequest } from './taobao-signature.js';
import { type ServedTaobaoSimulator, serveTaobaoSimulator } from './taobao-test-kit.js';

// TOP's documented request (open.taobao.com docId 101617): app_key 12345678, secret
// "helloworld", timestamp 2016-01-01 12:00:00, sign 66987CB115214E59E6EC978214934FB8. Sent as
// written, by hand rather than through our client, to a simulator whose clock stands then.
const documented = {
  method: 'taobao.item.seller.get',
  app_key: '12345678',
  session: 'test',
  timestamp: '2016-01-01 12:00:00',
  format: 'json',
  v: '2.0',
  sign_method: 'md5',
  fields: 'num_iid,title,nick,price,num',
  num_iid: '11223344',
  sign: '66987CB115214E59E6EC978214934FB8',
};

describe('the simulated gateway checks a call as TOP does', () => {
  let served: ServedTaobaoSimulator;

  beforeAll(async () => {
    served = await serveTaobaoSimulator({
      appSecret: 'helloworld',
      now: () => Date.UTC(2016, 0, 1, 4, 3, 0),
    });
  });

  afterAll(() => served.close());

  async function post(parameters: Record<string, string>, query = '') {
    const answer = await fetch(`${served.baseUrl}/router/rest${query}`, {
      method: 'POST',
      body: new URLSearchParams(parameters),
    });
    expect(answer.status).toBe(200);
    return (await answer.json()) as { error_response?: { code: number; sub_msg?: string } };
  }

  const resigned = (parameters: Record<string, string>) => ({
    ...parameters,
    sign: signTopRequest(parameters, 'helloworld', (parameters.sign_method ?? 'md5') as 'md5'),
  });

  it("accepts the documented request's signature and timestamp (and only then finds no such method)", async () => {
    expect((await post(documented)).error_response).toMatchObject({ code: 22 });
  });

  it('reads parameters from the query string too', async () => {
    const { method, app_key, timestamp, ...rest } = documented;
    const query = `?${new URLSearchParams({ method, app_key, timestamp })}`;
    expect((await post(rest, query)).error_response).toMatchObject({ code: 22 });
  });

  it.each([
    ['a changed parameter', { ...documented, num_iid: '11223345' }, 25],
    [
      'a lowercase but otherwise right signature',
      { ...documented, sign: documented.sign.toLowerCase() },
      22,
    ],
    ['no signature', { ...documented, sign: '' }, 24],
    ['no method', resigned({ ...documented, method: '' }), 21],
    ['no app key', { ...documented, app_key: '' }, 28],
    ['another app key', resigned({ ...documented, app_key: '87654321' }), 29],
    [
      'a timestamp 11 minutes early',
      resigned({ ...documented, timestamp: '2015-12-31 23:52:00' }),
      31,
    ],
    ['an ISO timestamp', resigned({ ...documented, timestamp: '2016-01-01T12:00:00+08:00' }), 31],
    ['version 1.0', resigned({ ...documented, v: '1.0' }), 33],
    ['XML', resigned({ ...documented, format: 'xml' }), 23],
    ['an unknown sign_method', { ...documented, sign_method: 'sha1' }, 25],
  ])('refuses %s', async (_, parameters, code) => {
    expect((await post(parameters)).error_response?.code).toBe(code);
  });

  it('accepts a timestamp 9 minutes late, and each sign_method', async () => {
    for (const sign_method of ['md5', 'hmac', 'hmac-sha256']) {
      const answer = await post(
        resigned({ ...documented, timestamp: '2016-01-01 12:12:00', sign_method }),
      );
      expect(answer.error_response?.code, sign_method).toBe(22);
    }
  });

  it('refuses a method that needs a session without one, or with one it does not know', async () => {
    const onsale = { ...documented, method: 'taobao.items.onsale.get' };
    expect((await post(resigned(onsale))).error_response).toMatchObject({ code: 27 });
    const { session: _, ...withoutSession } = onsale;
    expect((await post(resigned(withoutSession))).error_response).toMatchObject({ code: 26 });
  });
});
