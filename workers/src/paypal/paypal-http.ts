import type { z } from 'zod';
import { createAccessTokens } from './paypal-access-token.js';
import { PayPalResourceNotFoundError, paypalErrorFrom } from './paypal-error.js';
import { maxRequestIdLength } from './paypal-protocol.js';

export interface PayPalHttpOptions {
  /** Without a trailing slash. */
  readonly baseUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly fetch: typeof fetch;
  readonly now: () => number;
  readonly timeoutMs: number;
}

export interface PayPalRequest {
  readonly body?: unknown;
  /** Sent as `PayPal-Request-Id`, PayPal's dedupe key for a POST. */
  readonly requestId?: string;
}

/** One JSON call to PayPal's REST API, parsed with `schema`; a refusal throws `PayPalError`. */
export type PayPalCall = <T>(
  method: 'GET' | 'POST',
  path: string,
  schema: z.ZodType<T>,
  request?: PayPalRequest,
) => Promise<T>;

/**
 * Calls with a bearer token from the client-credentials grant, asking for the full
 * representation of what PayPal answers (`Prefer: return=representation`).
 */
export function createPayPalHttp(options: PayPalHttpOptions): PayPalCall {
  const tokens = createAccessTokens({
    tokenUrl: `${options.baseUrl}/v1/oauth2/token`,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    fetch: options.fetch,
    now: options.now,
    timeoutMs: options.timeoutMs,
  });

  return async function call(method, path, schema, request = {}) {
    for (let attempt = 1; ; attempt++) {
      const token = await tokens.get();
      const response = await options.fetch(`${options.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          prefer: 'return=representation',
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(request.requestId === undefined ? {} : { 'paypal-request-id': request.requestId }),
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      const text = await response.text();
      // A refused token was not acted on, so asking again with a fresh one cannot double anything.
      if (response.status === 401 && attempt === 1) {
        tokens.invalidate(token);
        continue;
      }
      if (!response.ok) {
        throw paypalErrorFrom(response.status, text, response.headers.get('paypal-debug-id'));
      }
      return schema.parse(JSON.parse(text));
    }
  };
}

/**
 * Ids go into the path: anything but PayPal's alphabet (e.g. a `token` a buyer edited in the
 * return URL, or `..`) is answered here as PayPal would, without sending our bearer token to
 * some other endpoint.
 *
 * @example
 * idPath('/v2/payments/captures', '2GG279541U471931P') // '/v2/payments/captures/2GG279541U471931P'
 */
export function idPath(collection: string, id: string): string {
  if (!/^[A-Z0-9]{1,36}$/.test(id)) {
    throw new PayPalResourceNotFoundError({
      status: 404,
      name: 'RESOURCE_NOT_FOUND',
      message: `"${id.slice(0, 40)}" cannot be a PayPal id (INVALID_RESOURCE_ID)`,
      issue: 'INVALID_RESOURCE_ID',
    });
  }
  return `${collection}/${id}`;
}

export function checkedRequestId(requestId: string): string {
  if (requestId.length === 0 || requestId.length > maxRequestIdLength) {
    throw new RangeError(`A PayPal-Request-Id has 1 to ${maxRequestIdLength} characters`);
  }
  return requestId;
}
