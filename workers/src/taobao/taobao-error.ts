/** What TOP puts in `error_response`: `code`/`msg` from the platform, `sub_code`/`sub_msg` from the service. */
export interface TopErrorFields {
  readonly code?: number | undefined;
  readonly msg?: string | undefined;
  readonly sub_code?: string | undefined;
  readonly sub_msg?: string | undefined;
  readonly request_id?: string | undefined;
}

/** Why a call failed before TOP could say: nothing in these says the call was not carried out. */
export type TaobaoTransportFailure = 'timeout' | 'network' | 'http-status' | 'malformed-body';

interface TaobaoErrorInit {
  readonly method: string;
  readonly message: string;
  readonly top?: TopErrorFields;
  readonly httpStatus?: number;
  readonly transport?: TaobaoTransportFailure;
  readonly cause?: unknown;
}

/**
 * A TOP call that did not succeed. Catch one of the subclasses to act on it:
 *
 * - `TaobaoRetryableError` (`retryable`): the platform is failing (`isp.*`, 5xx, a timeout, a body
 *   that is not TOP's JSON) or limiting us (`TaobaoRateLimitError`). The call may or may not have
 *   taken effect: send it again only where a repeat is harmless or was reconciled first.
 * - `TaobaoPermanentError`: the platform refused the request as made (`isv.*`, missing or invalid
 *   arguments, permissions, signature, app key). Sending it again fails again.
 * - `TaobaoInvalidSessionError`: the seller's session is missing, expired or revoked (code 27,
 *   `invalid-sessionkey`), or its refresh token was refused: the seller must link again.
 *
 * @example
 * try {
 *   await shop.addItem(item);
 * } catch (error) {
 *   if (error instanceof TaobaoInvalidSessionError) await askSellerToRelink(sellerId);
 *   else if (error instanceof TaobaoError && !error.retryable) throw new UnrecoverableError(error.message);
 *   else throw error;
 * }
 */
export class TaobaoError extends Error {
  override readonly name: string = 'TaobaoError';
  /** The TOP method (`taobao.item.add`), or `oauth.token` for the token endpoint. */
  readonly method: string;
  /** The platform's error code: 7 App Call Limited, 15 Remote service error, 27 Invalid session... */
  readonly code: number | undefined;
  readonly subCode: string | undefined;
  readonly subMsg: string | undefined;
  /** What TOP's support asks for. */
  readonly requestId: string | undefined;
  readonly httpStatus: number | undefined;
  readonly transport: TaobaoTransportFailure | undefined;
  /** Whether the same call may succeed later. */
  readonly retryable: boolean = false;

  constructor(init: TaobaoErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.method = init.method;
    this.code = init.top?.code;
    this.subCode = init.top?.sub_code;
    this.subMsg = init.top?.sub_msg;
    this.requestId = init.top?.request_id;
    this.httpStatus = init.httpStatus;
    this.transport = init.transport;
  }
}

/** The platform failed, or was not reached, or answered something that is not TOP's: try again later. */
export class TaobaoRetryableError extends TaobaoError {
  override readonly name: string = 'TaobaoRetryableError';
  override readonly retryable = true;
}

/**
 * TOP refused the call for its rate (code 7 App Call Limited, `accesscontrol.limited-by-*`), or
 * our own limiter had too many calls waiting. Nothing was done; try again after `retryAfterMs`.
 */
export class TaobaoRateLimitError extends TaobaoRetryableError {
  override readonly name: string = 'TaobaoRateLimitError';
  /** Whose quota ran out: the app's (all sellers) or one seller's session. */
  readonly scope: 'app' | 'seller';
  readonly retryAfterMs: number;

  constructor(init: TaobaoErrorInit & { scope: 'app' | 'seller'; retryAfterMs: number }) {
    super(init);
    this.scope = init.scope;
    this.retryAfterMs = init.retryAfterMs;
  }
}

/** The request as made will never succeed: bad arguments (`isv.*`), permissions, signature, app key. */
export class TaobaoPermanentError extends TaobaoError {
  override readonly name: string = 'TaobaoPermanentError';
}

/** The seller's session (or refresh token) is no longer valid: they must authorise the app again. */
export class TaobaoInvalidSessionError extends TaobaoError {
  override readonly name: string = 'TaobaoInvalidSessionError';
}

/** Platform codes for a missing or invalid session. */
const sessionCodes = new Set([26, 27]);
const sessionSubCodes =
  /(^|\.)(invalid-sessionkey|session-expired|session-not-exist|session-is-blank)$/;
/** 4 User, 5 Session, 6 Partner, 7 App Call Limited, 8 App Call Exceeds Limited Frequency. */
const rateLimitCodes = new Set([4, 5, 6, 7, 8]);
const rateLimitSubCodes = /^accesscontrol\.limited|(^|\.)(api-limited|call-limited)$/;
/** 10 Service Currently Unavailable, 15 Remote service error (unless `isv.*`), 520 its newer form. */
const unavailableCodes = new Set([10, 15, 520]);

/**
 * The typed error for an `error_response`.
 *
 * @example
 * topErrorFrom('taobao.item.add', { code: 15, msg: 'Remote service error', sub_code: 'isp.top-remote-connection-timeout' })
 * // TaobaoRetryableError
 */
export function topErrorFrom(method: string, top: TopErrorFields): TaobaoError {
  const subCode = top.sub_code ?? '';
  const described = [top.msg, top.sub_code, top.sub_msg].filter(Boolean).join(': ');
  const init = { method, top, message: `${method} failed (code ${top.code ?? '?'}): ${described}` };
  if ((top.code !== undefined && sessionCodes.has(top.code)) || sessionSubCodes.test(subCode)) {
    return new TaobaoInvalidSessionError(init);
  }
  if ((top.code !== undefined && rateLimitCodes.has(top.code)) || rateLimitSubCodes.test(subCode)) {
    return new TaobaoRateLimitError({
      ...init,
      scope: top.code === 4 || top.code === 5 ? 'seller' : 'app',
      retryAfterMs: banMs(top.sub_msg),
    });
  }
  if (subCode.startsWith('isp.')) return new TaobaoRetryableError(init);
  if (subCode.startsWith('isv.')) return new TaobaoPermanentError(init);
  if (top.code !== undefined && unavailableCodes.has(top.code))
    return new TaobaoRetryableError(init);
  return new TaobaoPermanentError(init);
}

/** TOP says how long a ban lasts in `sub_msg`: "This ban will last for 1 more seconds". */
function banMs(subMsg: string | undefined): number {
  const seconds = /(\d+) more seconds?/.exec(subMsg ?? '')?.[1];
  return seconds === undefined ? 1000 : Math.min(Number(seconds), 3600) * 1000;
}

/** An OAuth token endpoint refusal (`{ error, error_description }`), by what was being exchanged. */
export function oauthErrorFrom(
  grant: 'authorization_code' | 'refresh_token',
  httpStatus: number,
  error: string,
  description: string | undefined,
): TaobaoError {
  const init = {
    method: 'oauth.token',
    httpStatus,
    top: { sub_code: error, sub_msg: description },
    message: `The Taobao token endpoint refused the ${grant} (${httpStatus} ${error}${
      description ? `: ${description}` : ''
    })`,
  };
  if (httpStatus >= 500 || httpStatus === 429) return new TaobaoRetryableError(init);
  // A refresh token that is refused is spent or expired: only a new authorisation helps.
  if (grant === 'refresh_token' && error === 'invalid_grant') {
    return new TaobaoInvalidSessionError(init);
  }
  return new TaobaoPermanentError(init);
}

/** A call that got no answer from TOP that could be read. */
export function transportError(
  method: string,
  transport: TaobaoTransportFailure,
  detail: string,
  extra: { httpStatus?: number; cause?: unknown } = {},
): TaobaoRetryableError {
  return new TaobaoRetryableError({
    method,
    transport,
    message: `${method} failed (${transport}): ${detail}`,
    ...extra,
  });
}
