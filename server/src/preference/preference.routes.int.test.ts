import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiError, startTestServer, type TestServer } from '../server-test-kit.js';

interface Preference {
  token: string | null;
  currency: { code: string; rate: number };
  country: { code: string; name: string };
  province: string;
  city: string;
  zip: string;
  language: { code: string };
  affiliateId: string | null;
  provinces: { value: string; text: string }[];
}

describe('currency, provinces and preferences', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('gives a currency, and 400 for an unknown one', async () => {
    const krw = await server.request('GET', '/api/currency/krw');
    expect(krw.body).toEqual({
      code: 'KRW',
      symbol: '원',
      decimals: 0,
      symbolPosition: 'right',
      rate: 1150,
    });
    const eur = await server.request<ApiError>('GET', '/api/currency/EUR');
    expect(eur.status).toBe(400);
    expect(eur.body.error.message).toContain('Unknown currency "EUR"');
  });

  it('gives provinces only for the spec countries, Select first', async () => {
    const us = await server.request<{ value: string; text: string }[]>('GET', '/api/provinces/US');
    expect(us.body[0]).toEqual({ value: '', text: 'Select' });
    expect(us.body).toContainEqual({ value: 'NY', text: 'New York' });
    const jp = await server.request<{ value: string; text: string }[]>('GET', '/api/provinces/jp');
    expect(jp.body.length).toBeGreaterThan(40);
    expect((await server.request('GET', '/api/provinces/FR')).body).toEqual([]);
    expect((await server.request('GET', '/api/provinces/U1')).status).toBe(400);
  });

  it('starts from the spec defaults, with the language of the host', async () => {
    const { body } = await server.request<Preference>(
      'GET',
      '/api/get-preference?host=ja.localhost',
    );
    expect(body).toMatchObject({
      token: null,
      currency: { code: 'USD', rate: 1 },
      country: { code: 'US', name: 'United States' },
      province: 'NY',
      city: 'NY',
      zip: '0',
      language: { code: 'ja' },
    });
    expect(
      (await server.request<Preference>('GET', '/api/get-preference?host=localhost')).body.language
        .code,
    ).toBe('en-US');
  });

  it('starts a new visitor in the domain country: the domainCountry header, else the host', async () => {
    const fromHost = await server.request<Preference>(
      'GET',
      '/api/get-preference?host=jp.localhost',
    );
    expect(fromHost.body).toMatchObject({
      currency: { code: 'JPY' },
      country: { code: 'JP', name: 'Japan' },
      province: '',
    });
    const fromHeader = await server.request<Preference>(
      'GET',
      '/api/get-preference?host=jp.localhost',
      { headers: { domainCountry: 'KR' } },
    );
    expect(fromHeader.body).toMatchObject({ currency: { code: 'KRW' }, country: { code: 'KR' } });
    // WW (localhost), a header that is no country and a mangled one leave the spec's defaults.
    for (const domainCountry of ['WW', 'ZZ', '<script>', 'USA']) {
      const { status, body } = await server.request<Preference>(
        'GET',
        '/api/get-preference?host=localhost',
        { headers: { domainCountry } },
      );
      expect(status).toBe(200);
      expect(body).toMatchObject({ currency: { code: 'USD' }, country: { code: 'US' } });
    }
  });

  it('names site 1 by default and site 2 on a reseller host', async () => {
    const reseller = await startTestServer({
      SITE_NAME: 'Pacific Pantry',
      RESELLER_SITE_HOSTS: 'reseller.localhost',
      RESELLER_SITE_NAME: 'Seoul Snack Depot',
    });
    try {
      const main = await reseller.request('GET', '/api/get-preference?host=ja.localhost');
      expect(main.body).toMatchObject({ siteId: 1, siteName: 'Pacific Pantry' });
      const second = await reseller.request(
        'GET',
        '/api/get-preference?host=ko.reseller.localhost',
      );
      expect(second.body).toMatchObject({
        siteId: 2,
        siteName: 'Seoul Snack Depot',
        language: { code: 'ko' },
      });
    } finally {
      await reseller.close();
    }
  });

  it('keeps a change under a token that later requests send back', async () => {
    const set = await server.request<{ data: Preference }>('POST', '/api/set-preference', {
      body: { currency: 'KRW', country: 'JP', province: '13', affiliateId: 'aff-7' },
    });
    expect(set.status).toBe(200);
    const { token } = set.body.data;
    expect(token).toMatch(/^[\w-]{16,}$/);
    expect(set.body.data).toMatchObject({
      currency: { code: 'KRW', rate: 1150 },
      country: { code: 'JP' },
      province: '13',
    });
    expect(set.body.data.provinces[0]).toEqual({ value: '', text: 'Select' });

    const response = await fetch(`${server.base}/api/get-preference?host=localhost`, {
      headers: { Preference: token ?? '' },
    });
    const again = (await response.json()) as Preference;
    expect(again).toMatchObject({
      token,
      currency: { code: 'KRW' },
      affiliateId: 'aff-7',
      country: { code: 'JP' },
    });
  });

  it('refuses unknown currencies, countries and provinces', async () => {
    for (const body of [
      { currency: 'EUR' },
      { country: 'ZZ' },
      { country: 'US', province: 'XX' },
      { colour: 'red' },
    ]) {
      const { status } = await server.request('POST', '/api/set-preference', { body });
      expect(status, JSON.stringify(body)).toBe(400);
    }
  });
});
