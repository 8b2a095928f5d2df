import { z } from 'zod';
import { oauthErrorFrom, TaobaoRetryableError, transportError } from './taobao-error.js';
import { oauthErrorBody, tokenResponse } from './taobao-protocol.js';

/** A seller's authorisation: `session` goes with every call made for them. */
export interface TaobaoSessionGrant {
  /** TOP's `access_token`, sent as the `session` parameter. Keep it secret (encrypted at rest). */
  readonly session: string;
  readonly expiresAt: Date;
  /** Trades for a new session before `refreshExpiresAt`; absent when Taobao gives none. */
  readonly refreshToken: string | undefined;
  readonly refreshExpiresAt: Date | undefined;
  /** The seller's Taobao nickname, decoded. */
  readonly nick: string;
  readonly userId: string;
}

export interface TaobaoOAuthOptions {
  /** The token endpoint, e.g. `https://oauth.taobao.com/token`. */
  readonly tokenUrl: string;
  /**
   * Where the seller's browser goes to authorise, e.g. `https://oauth.taobao.com/authorize`; a
   * path such as `/sandbox/taobao/authorize` when the sandbox is served by the shop's own origin.
   */
  readonly authorizeUrl: string;
  readonly appKey: string;
  readonly appSecret: string;
  readonly fetch: typeof fetch;
  readonly now: () => number;
  readonly timeoutMs: number;
}

export interface AuthorizeUrlInput {
  /** Our callback; Taobao sends the browser back to it with `code` and `state`, or `error`. */
  readonly redirectUri: string;
  /** Opaque to Taobao, returned as given: bind it to the seller's sign-in to refuse forged callbacks. */
  readonly state: string;
  /** A hint for the sandbox's log-in form; Taobao itself asks the seller. */
  readonly nick?: string;
}

/** Taobao's OAuth 2.0 authorisation-code flow (web view) for sellers. */
export function createTaobaoOAuth(options: TaobaoOAuthOptions) {
  async function token(
    grant: 'authorization_code' | 'refresh_token',
    fields: Record<string, string>,
  ): Promise<TaobaoSessionGrant> {
    const method = 'oauth.token';
    const requestedAt = options.now();
    let status: number;
    let text: string;
    try {
      const response = await options.fetch(options.tokenUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded;charset=utf-8',
          accept: 'application/json',
        },
        body: new URLSearchParams({
          grant_type: grant,
          client_id: options.appKey,
          client_secret: options.appSecret,
          view: 'web',
          ...fields,
        }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw transportError(method, timedOut ? 'timeout' : 'network', String(error), {
        cause: error,
      });
    }
    const json = parseJson(text);
    const refusal = oauthErrorBody.safeParse(json);
    if (refusal.success) {
      const { error, error_description } = refusal.data;
      throw oauthErrorFrom(grant, status, error, error_description);
    }
    if (status >= 500) {
      throw transportError(method, 'http-status', `HTTP ${status}`, { httpStatus: status });
    }
    const parsed = tokenResponse.safeParse(json);
    if (!parsed.success) {
      throw new TaobaoRetryableError({
        method,
        httpStatus: status,
        transport: 'malformed-body',
        message: `The Taobao token endpoint answered ${status} with an unreadable body (${z.prettifyError(parsed.error)})`,
      });
    }
    const answer = parsed.data;
    return {
      session: answer.access_token,
      expiresAt: new Date(requestedAt + answer.expires_in * 1000),
      refreshToken: answer.refresh_token,
      refreshExpiresAt:
        answer.refresh_token === undefined || answer.re_expires_in === undefined
          ? undefined
          : new Date(requestedAt + answer.re_expires_in * 1000),
      nick: decodeNick(answer.taobao_user_nick),
      userId: answer.taobao_user_id,
    };
  }

  return {
    /**
     * @example
     * oauth.authorizeUrl({ redirectUri: 'https://en.shop.example/api/admin/taobao/callback', state })
     * // 'https://oauth.taobao.com/authorize?response_type=code&client_id=...&redirect_uri=...&state=...&view=web'
     */
    authorizeUrl({ redirectUri, state, nick }: AuthorizeUrlInput): string {
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: options.appKey,
        redirect_uri: redirectUri,
        state,
        view: 'web',
      });
      if (nick !== undefined) query.set('nick', nick);
      return `${options.authorizeUrl}?${query}`;
    },

    /** The `code` from our callback for the seller's session; a code works once. */
    exchangeCode(input: { code: string; redirectUri: string }): Promise<TaobaoSessionGrant> {
      return token('authorization_code', { code: input.code, redirect_uri: input.redirectUri });
    },

    /**
     * A new session before the old one expires. A refused refresh token (`invalid_grant`) is a
     * `TaobaoInvalidSessionError`: the seller must authorise again.
     */
    refreshSession(refreshToken: string): Promise<TaobaoSessionGrant> {
      return token('refresh_token', { refresh_token: refreshToken });
    },
  };
}

export type TaobaoOAuth = ReturnType<typeof createTaobaoOAuth>;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Taobao URL-encodes the nick in the token answer; a nick sent plain is kept as it is. */
function decodeNick(nick: string): string {
  try {
    return decodeURIComponent(nick);
  } catch {
    return nick;
  }
}
