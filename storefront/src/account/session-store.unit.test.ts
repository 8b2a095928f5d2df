import { afterEach, describe, expect, it, vi } from 'vitest';
import { session, startSession } from './session-store';

afterEach(() => {
  vi.unstubAllGlobals();
  session.set({ status: 'unknown' });
});

function serverAnswering(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('startSession', () => {
  it("treats a shopper without the sign-in cookie as a guest and asks the server nothing (no 401 in the guest's console)", async () => {
    const fetch = serverAnswering(401, { error: { code: 'unauthorized', message: 'No' } });
    await startSession('locale=ja; preferenceToken=x');
    expect(session.get()).toEqual({ status: 'guest' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks the server who is signed in when the sign-in cookie is there', async () => {
    const fetch = serverAnswering(401, { error: { code: 'unauthorized', message: 'Expired' } });
    await startSession('auth.csrf=abc');
    expect(fetch).toHaveBeenCalledOnce();
    expect(session.get()).toEqual({ status: 'guest' });
  });
});
