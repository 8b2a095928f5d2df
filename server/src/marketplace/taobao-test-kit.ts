import { expect } from 'vitest';
import type { TestServer } from '../server-test-kit.js';

/**
 * A seller links the sandbox Taobao seller `nick` as their browser would: ask for the link,
 * authorise on the sandbox's page, come back to our callback. Resolves with where the callback
 * sent the browser.
 */
export async function linkTaobao(server: TestServer, token: string, nick: string): Promise<string> {
  server.taobao?.createSeller(nick);
  const link = await server.request<{ authorizeUrl: string }>('POST', '/api/admin/taobao/link', {
    token,
    body: { nick },
  });
  expect(link.status).toBe(200);
  const authorize = new URL(link.body.authorizeUrl, server.base);
  const form = new URLSearchParams({
    client_id: authorize.searchParams.get('client_id') ?? '',
    redirect_uri: authorize.searchParams.get('redirect_uri') ?? '',
    state: authorize.searchParams.get('state') ?? '',
    nick,
    decision: 'authorize',
  });
  const authorized = await fetch(new URL('/sandbox/taobao/authorize', server.base), {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  expect(authorized.status).toBe(303);
  const callback = await fetch(authorized.headers.get('location') ?? '', {
    headers: { authorization: `Bearer ${token}` },
    redirect: 'manual',
  });
  return callback.headers.get('location') ?? '';
}
