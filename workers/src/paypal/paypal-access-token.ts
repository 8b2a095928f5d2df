import { paypalErrorFrom } from './paypal-error.js';
import { tokenResponse } from './paypal-protocol.js';

export interface AccessTokensOptions {
  /** `<PayPal API base>/v1/oauth2/token` */
  readonly tokenUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly fetch: typeof fetch;
  readonly now: () => number;
  readonly timeoutMs: number;
}

export interface AccessTokens {
  /** A token that is valid for a while yet, fetched only when the cached one is about to lapse. */
  get(): Promise<string>;
  /** Forgets `token` after PayPal refused it (revoked, or the clocks disagree). */
  invalidate(token: string): void;
}

/** Renew this long before PayPal's expiry: a token checked at the edge can lapse in flight. */
const maxRefreshMarginMs = 5 * 60_000;

/**
 * OAuth 2.0 client credentials against `POST /v1/oauth2/token`. Tokens live for hours, and
 * PayPal rate-limits the token endpoint, so one is shared by every call until shortly before
 * it expires; concurrent callers wait for the same request rather than each asking for one.
 */
export function createAccessTokens(options: AccessTokensOptions): AccessTokens {
  let cached: { token: string; renewAt: number } | undefined;
  let pending: Promise<string> | undefined;

  async function fetchToken(): Promise<string> {
    const requestedAt = options.now();
    const credentials = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString(
      'base64',
    );
    const response = await options.fetch(options.tokenUrl, {
      method: 'POST',
      headers: {
        authorization: `Basic ${credentials}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const text = await response.text();
    if (!response.ok) {
      throw paypalErrorFrom(response.status, text, response.headers.get('paypal-debug-id'));
    }
    const { access_token, expires_in } = tokenResponse.parse(JSON.parse(text));
    const lifetimeMs = expires_in * 1000;
    // Counted from the request, not the answer, so a slow answer cannot stretch the lifetime.
    const renewAt = requestedAt + lifetimeMs - Math.min(maxRefreshMarginMs, lifetimeMs / 2);
    cached = { token: access_token, renewAt };
    return access_token;
  }

  return {
    get() {
      if (cached && options.now() < cached.renewAt) return Promise.resolve(cached.token);
      pending ??= fetchToken().finally(() => {
        pending = undefined;
      });
      return pending;
    },
    invalidate(token) {
      if (cached?.token === token) cached = undefined;
    },
  };
}
