import { z } from 'zod';
import {
  TaobaoError,
  TaobaoPermanentError,
  TaobaoRateLimitError,
  topErrorFrom,
  transportError,
} from './taobao-error.js';
import { errorResponse, quoteLongIds, responseKey, topVersion } from './taobao-protocol.js';
import { type TaobaoRateLimiter, TaobaoRateLimiterFullError } from './taobao-rate-limiter.js';
import { signTopRequest, type TaobaoSignMethod } from './taobao-signature.js';
import { topTimestamp } from './taobao-timestamp.js';

export interface TopHttpOptions {
  /** The `router/rest` gateway, e.g. `https://eco.taobao.com/router/rest`. */
  readonly apiUrl: string;
  readonly appKey: string;
  readonly appSecret: string;
  readonly signMethod: TaobaoSignMethod;
  /** Ask for TOP's simplified JSON (no `<method>_response` wrapper, bare arrays). */
  readonly simplify: boolean;
  readonly fetch: typeof fetch;
  /** Milliseconds since the epoch, for `timestamp`. */
  readonly now: () => number;
  readonly timeoutMs: number;
  readonly limiter: TaobaoRateLimiter;
}

/** A business parameter's value: lists are comma-separated, dates written as TOP timestamps. */
export type TopValue = string | number | boolean | Date | readonly string[] | undefined;
export type TopParameters = Readonly<Record<string, TopValue>>;

/** Whose session a call runs under: the seller's nick keys their rate limit. */
export interface TaobaoSeller {
  readonly nick: string;
  readonly session: string;
}

/** One signed call; resolves with the method's answer parsed by `schema`, or throws a `TaobaoError`. */
export type TopCall = <T>(
  method: string,
  parameters: TopParameters,
  schema: z.ZodType<T>,
  seller?: TaobaoSeller,
) => Promise<T>;

/**
 * The form TOP gets for a call: the common parameters, the business ones, and `sign` over all.
 *
 * @example
 * topRequestBody(options, 'taobao.item.quantity.update', { num_iid: 1, quantity: 5 }, 'session').toString()
 * // 'method=taobao.item.quantity.update&app_key=...&timestamp=2016-01-01+12%3A00%3A00&...&sign=...'
 */
export function topRequestBody(
  options: Pick<TopHttpOptions, 'appKey' | 'appSecret' | 'signMethod' | 'simplify' | 'now'>,
  method: string,
  parameters: TopParameters,
  session?: string,
): URLSearchParams {
  const all: Record<string, string> = {
    method,
    app_key: options.appKey,
    timestamp: topTimestamp(options.now()),
    v: topVersion,
    format: 'json',
    sign_method: options.signMethod,
  };
  if (session !== undefined) all.session = session;
  if (options.simplify) all.simplify = 'true';
  for (const [name, value] of Object.entries(parameters)) {
    const text = topValue(name, value);
    // Left out of the form and the signature alike, as the platform's SDKs do.
    if (text !== undefined && text !== '') all[name] = text;
  }
  all.sign = signTopRequest(all, options.appSecret, options.signMethod);
  return new URLSearchParams(all);
}

function topValue(name: string, value: TopValue): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`TOP parameter ${name} is ${value}`);
    return String(value);
  }
  if (value instanceof Date) return topTimestamp(value);
  return value.join(',');
}

/**
 * Signed `POST` form calls to `router/rest`, each after its turn from the rate limiter. TOP
 * answers HTTP 200 for its own refusals too, with `error_response`; those become the typed errors
 * of `taobao-error.ts`, and a refusal for rate also holds later calls back as long as TOP said.
 */
export function createTopHttp(options: TopHttpOptions): TopCall {
  return async function call(method, parameters, schema, seller) {
    try {
      await options.limiter.acquire(seller?.nick);
    } catch (error) {
      if (!(error instanceof TaobaoRateLimiterFullError)) throw error;
      throw new TaobaoRateLimitError({
        method,
        message: error.message,
        scope: 'app',
        retryAfterMs: 1000,
      });
    }
    const body = topRequestBody(options, method, parameters, seller?.session);
    const { status, text } = await send(options, method, body);
    const json = parseJson(text);
    const refusal = errorResponse.safeParse(json);
    if (refusal.success || status < 200 || status > 299) {
      const error = refusal.success
        ? topErrorFrom(method, refusal.data.error_response)
        : httpStatusError(method, status, text);
      if (error instanceof TaobaoRateLimitError) {
        await options.limiter.holdBack(error.scope, seller?.nick, error.retryAfterMs);
      }
      throw error;
    }
    if (json === undefined) {
      throw transportError(method, 'malformed-body', `not JSON: ${excerpt(text)}`);
    }
    const payload = options.simplify ? json : Reflect.get(Object(json), responseKey(method));
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      throw transportError(
        method,
        'malformed-body',
        `${payload === undefined ? `no ${responseKey(method)} in` : 'unexpected'} ${excerpt(text)} (${z.prettifyError(parsed.error)})`,
      );
    }
    return parsed.data;
  };
}

async function send(options: TopHttpOptions, method: string, body: URLSearchParams) {
  try {
    const response = await options.fetch(options.apiUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded;charset=utf-8',
        accept: 'application/json',
      },
      body,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    if (error instanceof TaobaoError) throw error;
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw transportError(
      method,
      timedOut ? 'timeout' : 'network',
      timedOut ? `no answer within ${options.timeoutMs} ms` : String(error),
      { cause: error },
    );
  }
}

function httpStatusError(method: string, status: number, text: string): TaobaoError {
  const detail = `HTTP ${status}: ${excerpt(text)}`;
  if (status === 429) {
    return new TaobaoRateLimitError({ method, message: detail, scope: 'app', retryAfterMs: 1000 });
  }
  if (status >= 500 || status === 408) {
    return transportError(method, 'http-status', detail, { httpStatus: status });
  }
  // Another 4xx is the gateway refusing what we sent (a wrong URL, say): no retry fixes that.
  return new TaobaoPermanentError({
    method,
    message: `${method} failed (http-status): ${detail}`,
    httpStatus: status,
    transport: 'http-status',
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(quoteLongIds(text));
  } catch {
    return undefined;
  }
}

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 200 ? `${flat.slice(0, 200)}...` : flat || '(empty body)';
}
