import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enUS } from '../i18n/en-US';

// The store, the toasts and site 2's name live in modules: each test loads them afresh.
beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

/** A server whose `get-preference` answer the test lets through when it likes. */
function serverHoldingTheAnswer(status: number, body: unknown) {
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const fetch = vi.fn(async () => {
    await answered;
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, answer };
}

async function settledYet(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 10));
  return settled;
}

const resellerHost = { hostname: 'reseller.localhost', search: '' };

describe('the kept preference at startup', () => {
  it('is known only once its answer has named site 2, so a page rendered then shows that name', async () => {
    const server = serverHoldingTheAnswer(200, {
      currency: 'KRW',
      country: 'KR',
      siteId: 2,
      siteName: 'Seoul Snack Depot',
    });
    const { preferenceKnown, startPreference } = await import('./preference-store');
    const { withSiteName } = await import('../i18n/site-name');
    void startPreference(resellerHost);

    expect(await settledYet(preferenceKnown())).toBe(false);
    expect(withSiteName(enUS).shop.name).toBe('Pacific Pantry');

    server.answer();
    await preferenceKnown();
    expect(server.fetch).toHaveBeenCalledOnce();
    expect(withSiteName(enUS).shop.name).toBe('Seoul Snack Depot');
  });

  it('is known when the server fails to answer too, so the page still renders', async () => {
    const server = serverHoldingTheAnswer(503, {
      error: { code: 'unavailable', message: 'Try again' },
    });
    const { preferenceKnown, startPreference } = await import('./preference-store');
    const { withSiteName } = await import('../i18n/site-name');
    const started = startPreference(resellerHost);
    server.answer();
    await preferenceKnown();
    await started;
    expect(withSiteName(enUS).shop.name).toBe('Pacific Pantry');
  });
});
