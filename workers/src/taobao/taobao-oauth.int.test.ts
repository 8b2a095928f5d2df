import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TaobaoError,
  TaobaoInvalidSessionError,
  TaobaoPermanentError,
} from './taobao-error.js';
import {
  appKey,
  redirectUri,
  type ServedTaobaoSimulator,
  sellerDecides,
  serveTaobaoSimulator,
} from './taobao-test-kit.js';

describe('linking a seller through the sandbox (OAuth authorisation code)', () => {
  let served: ServedTaobaoSimulator;
  let taobao: ReturnType<ServedTaobaoSimulator['client']>;

  beforeAll(async () => {
    served = await serveTaobaoSimulator({ parseJson: true });
    taobao = served.client();
    const made = await fetch(`${served.baseUrl}/sellers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nick: '茶叶小店' }),
    });
    expect(made.status).toBe(201);
  });

  afterAll(() => served.close());

  async function authorize(state: string) {
    const url = taobao.authorizeUrl({ redirectUri, state, nick: '茶叶小店' });
    const answer = await sellerDecides(url, 'Authorize');
    expect(answer.status).toBe(303);
    const back = new URL(answer.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
    expect(back.searchParams.get('state')).toBe(state);
    return back.searchParams.get('code') ?? '';
  }

  it('sends the seller to the authorise page with our app and callback', () => {
    const url = new URL(taobao.authorizeUrl({ redirectUri, state: 's-1', nick: '茶叶小店' }));
    expect(`${url.origin}${url.pathname}`).toBe(`${served.baseUrl}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: appKey,
      redirect_uri: redirectUri,
      state: 's-1',
      view: 'web',
      nick: '茶叶小店',
    });
  });

  it('exchanges the code from the callback for a session that works, and refreshes it', async () => {
    const code = await authorize('state-abc');
    expect(code).toMatch(/^[0-9a-f]{32}$/);

    const grant = await taobao.exchangeCode({ code, redirectUri });
    expect(grant).toEqual({
      session: expect.stringMatching(/^6200[0-9a-f]{40}$/),
      expiresAt: expect.any(Date),
      refreshToken: expect.stringMatching(/^6201[0-9a-f]{40}$/),
      refreshExpiresAt: expect.any(Date),
      nick: '茶叶小店',
      userId: expect.stringMatching(/^\d+$/),
    });
    expect(grant.expiresAt.getTime() - Date.now()).toBeGreaterThan(86_000_000);
    const shop = taobao.seller({ nick: grant.nick, session: grant.session });
    await expect(shop.onsaleItems()).resolves.toEqual({ items: [], totalResults: 0 });

    const refreshed = await taobao.refreshSession(grant.refreshToken ?? '');
    expect(refreshed.session).not.toBe(grant.session);
    expect(refreshed.nick).toBe('茶叶小店');
    await expect(
      taobao.seller({ nick: refreshed.nick, session: refreshed.session }).onsaleItems(),
    ).resolves.toBeDefined();

    // A refresh token works once: the seller must link again if the new one is lost.
    const spent = await taobao.refreshSession(grant.refreshToken ?? '').catch((error) => error);
    expect(spent).toBeInstanceOf(TaobaoInvalidSessionError);
    expect(spent).toMatchObject({
      method: 'oauth.token',
      httpStatus: 400,
      subCode: 'invalid_grant',
    });
  });

  it('takes a code once, and only for the callback it was issued for', async () => {
    const code = await authorize('state-once');
    const elsewhere = await taobao
      .exchangeCode({ code, redirectUri: 'https://evil.example/callback' })
      .catch((error: unknown) => error);
    expect(elsewhere).toBeInstanceOf(TaobaoPermanentError);

    const second = await authorize('state-twice');
    await taobao.exchangeCode({ code: second, redirectUri });
    const again = await taobao.exchangeCode({ code: second, redirectUri }).catch((error) => error);
    expect(again).toBeInstanceOf(TaobaoPermanentError);
    expect((again as TaobaoError).subCode).toBe('invalid_grant');
  });

  it('refuses an app with the wrong secret at the token endpoint', async () => {
    const code = await authorize('state-secret');
    const error = await served
      .client({ appSecret: 'wrong' })
      .exchangeCode({ code, redirectUri })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TaobaoPermanentError);
    expect(error).toMatchObject({ httpStatus: 401, subCode: 'invalid_client' });
  });

  it('sends the seller back with access_denied when they cancel', async () => {
    const url = taobao.authorizeUrl({ redirectUri, state: 'state-cancel', nick: '茶叶小店' });
    const answer = await sellerDecides(url, 'Cancel');
    expect(answer.status).toBe(303);
    const back = new URL(answer.headers.get('location') ?? '');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('state-cancel');
    expect(back.searchParams.has('code')).toBe(false);
  });

  it('asks again for a nick that is no sandbox seller', async () => {
    const url = taobao.authorizeUrl({ redirectUri, state: 'state-unknown' });
    const answer = await sellerDecides(url, 'Authorize', 'nobody-here');
    expect(answer.status).toBe(400);
    const html = await answer.text();
    expect(html).toContain('There is no sandbox seller named &quot;nobody-here&quot;.');
    expect(html).toContain('value="nobody-here"');
  });

  it('shows a page, never a redirect, for an unknown app or a bad callback', async () => {
    for (const query of [
      { response_type: 'code', client_id: 'someone-else', redirect_uri: redirectUri, state: 'x' },
      { response_type: 'code', client_id: appKey, redirect_uri: 'javascript:alert(1)', state: 'x' },
      { response_type: 'token', client_id: appKey, redirect_uri: redirectUri, state: 'x' },
    ]) {
      const answer = await fetch(`${served.baseUrl}/authorize?${new URLSearchParams(query)}`, {
        redirect: 'manual',
      });
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.headers.get('location')).toBeNull();
    }
  });

  it('serves the authorise page under a strict policy that lets its form reach our callback', async () => {
    const url = taobao.authorizeUrl({ redirectUri, state: '"><script>', nick: '<b>' });
    const page = await fetch(url);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("form-action 'self' https://en.shop.example");
    const html = await page.text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;"');
    expect(html).toContain('value="&lt;b&gt;"');
  });
});
