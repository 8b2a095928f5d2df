import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiError, startTestServer, type TestServer } from '../server-test-kit.js';

interface SellerBody {
  id: string;
  email: string;
  wechatId: string;
  wechatNickname: string;
  status: string;
  statusReason: string | null;
  accessKey: string | null;
  secretKey: string | null;
}

let server: TestServer;
let staff: string;

beforeAll(async () => {
  server = await startTestServer();
  const { userId } = await server.registerUser('staff@sellers.test', 'staff');
  staff = (await server.sessionFor(userId)).token;
});
afterAll(() => server?.close());

async function customer(email: string) {
  const { userId } = await server.registerUser(email, 'customer');
  return { userId, token: (await server.sessionFor(userId)).token };
}

const role = async (token: string) =>
  (await server.request<{ user: { role: string } }>('GET', '/api/auth/user', { token })).body.user
    .role;

describe('becoming a seller', () => {
  it('makes the calling account a seller with its Wechat ID and nickname', async () => {
    const ann = await customer('ann@sellers.test');
    expect(await role(ann.token)).toBe('customer');
    expect((await server.request('GET', '/api/admin/sellers/x', { token: ann.token })).status).toBe(
      403,
    );

    const made = await server.request<SellerBody>('POST', '/api/seller', {
      token: ann.token,
      body: { wechatId: ' wx_ann ', wechatNickname: 'Ann' },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      id: ann.userId,
      email: 'ann@sellers.test',
      wechatId: 'wx_ann',
      wechatNickname: 'Ann',
      status: 'active',
      accessKey: null,
    });
    expect(await role(ann.token)).toBe('seller');
    const own = await server.request<SellerBody>('GET', `/api/admin/sellers/${ann.userId}`, {
      token: ann.token,
    });
    expect(own.body.wechatId).toBe('wx_ann');

    const again = await server.request('POST', '/api/seller', {
      token: ann.token,
      body: { wechatId: 'wx', wechatNickname: 'A' },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_seller');
  });

  it('refuses a missing Wechat ID and a staff account', async () => {
    const bob = await customer('bob@sellers.test');
    const missing = await server.request('POST', '/api/seller', {
      token: bob.token,
      body: { wechatNickname: 'Bob' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toContain('The Wechat ID is required.');
    const byStaff = await server.request('POST', '/api/seller', {
      token: staff,
      body: { wechatId: 'wx_staff', wechatNickname: 'Staff' },
    });
    expect(byStaff.status).toBe(409);
  });
});

describe('seller keys', () => {
  it('keeps keys sealed: answers show them masked, events hold only ciphertext', async () => {
    const cy = await customer('cy@sellers.test');
    await server.request('POST', '/api/seller', {
      token: cy.token,
      body: { wechatId: 'wx_cy', wechatNickname: 'Cy' },
    });
    const accessKey = 'AK-plain-access-7f3e';
    const secretKey = 'SK-plain-secret-9b1d';
    const replaced = await server.request<SellerBody>('PUT', '/api/seller/keys', {
      token: cy.token,
      body: { accessKey, secretKey },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.accessKey).toBe('••••••••••••7f3e');
    expect(replaced.body.secretKey).toBe('••••••••••••9b1d');
    expect(JSON.stringify(replaced.body)).not.toContain('plain');

    const events = await server.store.readStream(`seller-${cy.userId}`);
    const stored = JSON.stringify(
      events.map(({ type, data, metadata }) => ({ type, data, metadata })),
    );
    expect(events.map((event) => event.type)).toEqual(['SellerRegistered', 'SellerKeysReplaced']);
    expect(stored).not.toContain('plain-access');
    expect(stored).not.toContain('plain-secret');
    const rows = await server.db.selectFrom('event_log').select('data').execute();
    expect(JSON.stringify(rows)).not.toContain('plain-');

    const second = await server.request<SellerBody>('PUT', '/api/seller/keys', {
      token: cy.token,
      body: { accessKey: 'AK-second-key-0001', secretKey: 'SK-second-key-0002' },
    });
    expect(second.body.accessKey).toBe('••••••••••••0001');
    const short = await server.request('PUT', '/api/seller/keys', {
      token: cy.token,
      body: { accessKey: 'short', secretKey: 'SK-second-key-0002' },
    });
    expect(short.status).toBe(400);
  });

  it('answers a customer 403 on the keys', async () => {
    const dee = await customer('dee@sellers.test');
    const refused = await server.request('PUT', '/api/seller/keys', {
      token: dee.token,
      body: { accessKey: 'AK-xxxxxxxxxxxx', secretKey: 'SK-xxxxxxxxxxxx' },
    });
    expect(refused.status).toBe(403);
  });
});

describe('staff and sellers', () => {
  it('lists sellers for staff, makes one by e-mail, suspends and reinstates with a reason', async () => {
    const eve = await customer('eve@sellers.test');
    const made = await server.request<SellerBody>('POST', '/api/admin/sellers', {
      token: staff,
      body: { email: 'EVE@sellers.test', wechatId: 'wx_eve', wechatNickname: 'Eve' },
    });
    expect(made.status).toBe(201);
    expect(await role(eve.token)).toBe('seller');

    const list = await server.request<SellerBody[]>(
      'GET',
      `/api/admin/sellers?filter=${encodeURIComponent(JSON.stringify({ q: 'wx_eve' }))}`,
      { token: staff },
    );
    expect(list.body.map((seller) => seller.email)).toEqual(['eve@sellers.test']);
    expect(list.headers.get('content-range')).toBe('sellers 0-0/1');

    const noReason = await server.request('POST', `/api/admin/sellers/${eve.userId}/suspend`, {
      token: staff,
      body: { reason: ' ' },
    });
    expect(noReason.status).toBe(400);
    const suspended = await server.request<SellerBody>(
      'POST',
      `/api/admin/sellers/${eve.userId}/suspend`,
      { token: staff, body: { reason: 'Chargebacks under review' } },
    );
    expect(suspended.body).toMatchObject({
      status: 'suspended',
      statusReason: 'Chargebacks under review',
    });
    expect(await role(eve.token)).toBe('customer');
    expect(
      (await server.request('GET', `/api/admin/sellers/${eve.userId}`, { token: eve.token }))
        .status,
    ).toBe(403);
    const own = await server.request<SellerBody>('GET', '/api/seller', { token: eve.token });
    expect(own.body.statusReason).toBe('Chargebacks under review');

    const twice = await server.request<ApiError>(
      'POST',
      `/api/admin/sellers/${eve.userId}/suspend`,
      { token: staff, body: { reason: 'Again' } },
    );
    expect(twice.status).toBe(409);
    await server.request('POST', `/api/admin/sellers/${eve.userId}/reinstate`, {
      token: staff,
      body: { reason: 'Cleared' },
    });
    expect(await role(eve.token)).toBe('seller');
  });

  it('shows a seller only their own record, and refuses the list to sellers', async () => {
    const fay = await customer('fay@sellers.test');
    const gus = await customer('gus@sellers.test');
    for (const [who, wechatId] of [
      [fay, 'wx_fay'],
      [gus, 'wx_gus'],
    ] as const) {
      await server.request('POST', '/api/seller', {
        token: who.token,
        body: { wechatId, wechatNickname: wechatId },
      });
    }
    const other = await server.request('GET', `/api/admin/sellers/${gus.userId}`, {
      token: fay.token,
    });
    expect(other.status).toBe(404);
    expect((await server.request('GET', '/api/admin/sellers', { token: fay.token })).status).toBe(
      403,
    );
    const missing = await server.request('POST', '/api/admin/sellers/nobody/suspend', {
      token: staff,
      body: { reason: 'x' },
    });
    expect(missing.status).toBe(404);
  });
});
