import { once } from 'node:events';
import type { AddressInfo, Server } from 'node:net';
import bodyParser from '@koa/bodyparser';
import { taobaoPrice } from '@shop/workers';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taobaoSandboxPath, taobaoSetup } from './taobao-setup.js';

// Mounted as the app mounts it: before the JSON body parser, on the server's own port.
describe('the simulated Taobao setup', () => {
  const setup = taobaoSetup({ TAOBAO_OAUTH_URL: 'https://oauth.taobao.com' });
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    const app = new Koa();
    if (setup.simulator) app.use(setup.simulator.routes());
    app.use(bodyParser({ enableTypes: ['json'] }));
    server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    setup.attach(port);
    origin = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    server.close();
    await once(server, 'close');
  });

  it('links a sandbox seller through the pages on our own origin and lists an item for them', async () => {
    const made = await fetch(`${origin}${taobaoSandboxPath}/sellers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nick: 'tea-shop' }),
    });
    expect(made.status).toBe(201);

    const redirectUri = `${origin}/api/admin/taobao/callback`;
    const authorizeUrl = setup.client.authorizeUrl({
      redirectUri,
      state: 'st-1',
      nick: 'tea-shop',
    });
    expect(authorizeUrl.startsWith(`${taobaoSandboxPath}/authorize?`)).toBe(true);
    const page = await fetch(new URL(authorizeUrl, origin));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('value="tea-shop"');

    const decided = await fetch(`${origin}${taobaoSandboxPath}/authorize`, {
      method: 'POST',
      body: new URLSearchParams({
        client_id: new URL(authorizeUrl, origin).searchParams.get('client_id') ?? '',
        redirect_uri: redirectUri,
        state: 'st-1',
        nick: 'tea-shop',
        decision: 'authorize',
      }),
      redirect: 'manual',
    });
    expect(decided.status).toBe(303);
    const callback = new URL(decided.headers.get('location') ?? '');
    expect(callback.searchParams.get('state')).toBe('st-1');

    const grant = await setup.client.exchangeCode({
      code: callback.searchParams.get('code') ?? '',
      redirectUri,
    });
    expect(grant.nick).toBe('tea-shop');
    const { numIid } = await setup.client.seller(grant).addItem({
      outerId: 'product-1',
      title: 'Sencha',
      desc: 'Green tea',
      price: taobaoPrice(4990),
      num: 3,
      cid: 50_008_825,
      location: { state: '上海', city: '上海' },
    });

    const items = await fetch(`${origin}${taobaoSandboxPath}/sellers/tea-shop/items`);
    expect(await items.json()).toMatchObject({
      items: [{ num_iid: Number(numIid), outer_id: 'product-1', price: '49.90', num: 3 }],
    });
    expect(setup.simulator?.items('tea-shop')).toHaveLength(1);
  });
});

describe('taobaoSetup from the configuration', () => {
  it('uses the real platform when its URL, key and secret are set', () => {
    const setup = taobaoSetup({
      TAOBAO_API_URL: 'https://eco.taobao.com/router/rest',
      TAOBAO_APP_KEY: '12345678',
      TAOBAO_APP_SECRET: 'secret',
      TAOBAO_OAUTH_URL: 'https://oauth.taobao.com',
    });
    expect(setup.simulator).toBeNull();
    const url = new URL(
      setup.client.authorizeUrl({ redirectUri: 'https://shop.example/cb', state: 's' }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://oauth.taobao.com/authorize');
    expect(url.searchParams.get('client_id')).toBe('12345678');
  });

  it('refuses half a configuration', () => {
    const oauth = { TAOBAO_OAUTH_URL: 'https://oauth.taobao.com' };
    expect(() =>
      taobaoSetup({
        ...oauth,
        TAOBAO_API_URL: 'https://eco.taobao.com/router/rest',
        TAOBAO_APP_KEY: 'k',
      }),
    ).toThrow(/TAOBAO_APP_SECRET/);
    expect(() => taobaoSetup({ ...oauth, TAOBAO_APP_KEY: 'k', TAOBAO_APP_SECRET: 's' })).toThrow(
      /TAOBAO_API_URL/,
    );
  });

  it('refuses the simulator in production unless simulators are allowed', () => {
    const oauth = { TAOBAO_OAUTH_URL: 'https://oauth.taobao.com' };
    expect(() => taobaoSetup({ ...oauth, NODE_ENV: 'production' })).toThrow(/TAOBAO_API_URL/);
    expect(
      taobaoSetup({ ...oauth, NODE_ENV: 'production', ALLOW_SIMULATORS: true }).simulator,
    ).not.toBeNull();
  });

  it('refuses calls before the simulated setup knows its port', async () => {
    const setup = taobaoSetup({ TAOBAO_OAUTH_URL: 'https://oauth.taobao.com' });
    await expect(Promise.resolve().then(() => setup.client.logisticsCompanies())).rejects.toThrow(
      /before the server listens/,
    );
  });
});
