import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  receiver,
  type ServedTaobaoSimulator,
  sellerWithSession,
  sencha,
  serveTaobaoSimulator,
} from './taobao-test-kit.js';

describe('the Taobao sandbox over HTTP', () => {
  let served: ServedTaobaoSimulator;
  let base: string;
  let numIid: string;
  const nick = 'sandbox-shop';

  const json = (path: string, method = 'GET', body?: unknown) =>
    fetch(`${base}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const page = (path: string) =>
    fetch(`${base}${path}`, { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
  const form = (path: string, fields: Record<string, string>) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { accept: 'text/html' },
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });

  beforeAll(async () => {
    served = await serveTaobaoSimulator({ parseJson: true });
    base = served.baseUrl;
    const seller = sellerWithSession(served, nick);
    numIid = (
      await served
        .client()
        .seller(seller)
        .addItem({ ...sencha, num: 5 })
    ).numIid;
  });

  afterAll(() => served.close());

  it('makes a sandbox seller once (201, then 200 with the same seller)', async () => {
    const first = await json('/sellers', 'POST', { nick: 'new-shop' });
    expect(first.status).toBe(201);
    const seller = await first.json();
    expect(seller).toEqual({
      nick: 'new-shop',
      user_id: expect.stringMatching(/^\d+$/),
      created: expect.any(String),
    });
    const again = await json('/sellers', 'POST', { nick: 'new-shop' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(seller);
    expect((await json('/sellers', 'POST', { nick: ' ' })).status).toBe(400);
    expect((await json('/sellers', 'POST', {})).status).toBe(400);
    const { sellers } = (await (await json('/sellers')).json()) as { sellers: { nick: string }[] };
    expect(sellers.map((found) => found.nick)).toContain('new-shop');
  });

  it("lists a seller's items with TOP's fields", async () => {
    const answer = await json(`/sellers/${nick}/items`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      items: [
        {
          num_iid: Number(numIid),
          outer_id: 'product-sencha',
          title: sencha.title,
          price: '49.90',
          num: 5,
          skus: [],
          approve_status: 'onsale',
          modified: expect.any(String),
        },
      ],
    });
    expect((await json('/sellers/nobody/items')).status).toBe(404);
  });

  it("places a buyer's paid trade, which takes the units", async () => {
    const answer = await json(`/sellers/${nick}/trades`, 'POST', {
      num_iid: Number(numIid),
      num: 2,
      receiver,
    });
    expect(answer.status).toBe(201);
    const trade = (await answer.json()) as { tid: number };
    expect(trade).toMatchObject({
      tid: expect.any(Number),
      tid_str: String(trade.tid),
      status: 'WAIT_SELLER_SEND_GOODS',
      payment: '99.80',
      receiver_name: '张三',
      receiver_address: '文一西路969号',
      orders: [{ num_iid: Number(numIid), outer_iid: 'product-sencha', num: 2, price: '49.90' }],
    });
    expect(served.simulator.items(nick)[0]?.num).toBe(3);
    const { trades } = (await (await json(`/sellers/${nick}/trades`)).json()) as {
      trades: { tid: number }[];
    };
    expect(trades.map((found) => found.tid)).toContain(trade.tid);
  });

  it('refuses a trade the shop cannot take', async () => {
    const tooMany = await json(`/sellers/${nick}/trades`, 'POST', {
      num_iid: numIid,
      num: 99,
      receiver,
    });
    expect(tooMany.status).toBe(409);
    expect(await tooMany.json()).toEqual({ error: `The item ${numIid} has 3 left.` });
    const noAddress = await json(`/sellers/${nick}/trades`, 'POST', {
      num_iid: numIid,
      num: 1,
      receiver: { name: 'x' },
    });
    expect(noAddress.status).toBe(400);
    const unknownItem = await json(`/sellers/${nick}/trades`, 'POST', {
      num_iid: 1,
      num: 1,
      receiver,
    });
    expect(unknownItem.status).toBe(404);
  });

  it('lets a trade be closed or finished, as a buyer or Taobao would', async () => {
    const { tid } = served.simulator.placeTrade(nick, { num_iid: numIid, num: 1, receiver });
    const finishedTooEarly = await json(`/sellers/${nick}/trades/${tid}/status`, 'POST', {
      status: 'TRADE_FINISHED',
    });
    expect(finishedTooEarly.status).toBe(409);
    const closed = await json(`/sellers/${nick}/trades/${tid}/status`, 'POST', {
      status: 'TRADE_CLOSED',
    });
    expect(closed.status).toBe(200);
    expect(await closed.json()).toMatchObject({ tid, status: 'TRADE_CLOSED' });
  });

  it('lists the shipments uploaded', async () => {
    const shop = served
      .client()
      .seller({ nick, session: served.simulator.grantSession(nick).session });
    const { tid } = served.simulator.placeTrade(nick, { num_iid: numIid, num: 1, receiver });
    await shop.sendOffline({ tid: String(tid), outSid: '1Z999AA10123456784', companyCode: 'UPS' });
    expect(await (await json(`/sellers/${nick}/shipments`)).json()).toEqual({
      shipments: [
        {
          tid,
          out_sid: '1Z999AA10123456784',
          company_code: 'UPS',
          company_name: 'UPS',
          created: expect.any(String),
        },
      ],
    });
  });

  it('shows people the same as pages, and takes their forms', async () => {
    const home = await page('/');
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(home.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await home.text()).toContain(`href="/sandbox/taobao/sellers/${nick}"`);
    expect((await fetch(base, { headers: { accept: 'text/html' } })).status).toBe(200);

    const odd = '<b>茶&"店';
    const made = await form('/sellers', { nick: odd });
    expect(made.status).toBe(303);
    expect(made.headers.get('location')).toBe(`/sandbox/taobao/sellers/${encodeURIComponent(odd)}`);
    const sellerPage = await (await page(`/sellers/${encodeURIComponent(odd)}`)).text();
    expect(sellerPage).toContain('<h1>Seller &lt;b&gt;茶&amp;&quot;店</h1>');
    expect(sellerPage).not.toContain('<b>茶');

    const items = await (await page(`/sellers/${nick}/items`)).text();
    expect(items).toContain(sencha.title);
    expect(items).toContain('<h2 id="shipments">Shipments</h2>');
    expect(items).toContain('1Z999AA10123456784');

    const bought = await form(`/sellers/${nick}/trades`, {
      num_iid: numIid,
      num: '1',
      'receiver.name': '李四',
      'receiver.mobile': '13900139000',
      'receiver.state': '广东省',
      'receiver.city': '深圳市',
      'receiver.address': '科技园路1号',
    });
    expect(bought.status).toBe(303);
    expect(bought.headers.get('location')).toBe(`/sandbox/taobao/sellers/${nick}#trades`);
    expect(served.simulator.trades(nick).some((trade) => trade.receiver_name === '李四')).toBe(
      true,
    );

    const missing = await page('/sellers/nobody');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('There is no sandbox seller named nobody.');
  });

  it('switches faults and quotas over HTTP, and shows the calls', async () => {
    const set = await fetch(`${base}/_sim/faults`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ failureRatio: 0.2, kinds: ['isp', 'http-5xx'], seed: 7 }),
    });
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ failureRatio: 0.2, kinds: ['isp', 'http-5xx'], seed: 7 });
    expect(await (await json('/_sim/faults')).json()).toMatchObject({ failureRatio: 0.2 });
    const invalid = await fetch(`${base}/_sim/faults`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ failureRatio: 2 }),
    });
    expect(invalid.status).toBe(400);
    expect((await json('/_sim/faults', 'DELETE')).status).toBe(204);
    expect(await (await json('/_sim/faults')).json()).toEqual({});

    expect((await json('/_sim/faults/next', 'POST', { kind: 'malformed', count: 2 })).status).toBe(
      204,
    );
    const shop = served
      .client()
      .seller({ nick, session: served.simulator.grantSession(nick).session });
    await expect(shop.onsaleItems()).rejects.toMatchObject({ transport: 'malformed-body' });
    await expect(shop.onsaleItems()).rejects.toMatchObject({ transport: 'malformed-body' });
    await expect(shop.onsaleItems()).resolves.toBeDefined();

    const quota = await fetch(`${base}/_sim/rate-limits`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ appCallsPerSecond: 50 }),
    });
    expect(await quota.json()).toEqual({ appCallsPerSecond: 50 });

    const { calls } = (await (await json('/_sim/calls')).json()) as { calls: unknown[] };
    expect(calls.slice(-3)).toEqual([
      expect.objectContaining({
        method: 'taobao.items.onsale.get',
        nick,
        outcome: 'fault',
        fault: 'malformed',
      }),
      expect.objectContaining({ outcome: 'fault', fault: 'malformed' }),
      expect.objectContaining({ outcome: 'ok', applied: false }),
    ]);
  });
});
