import { describe, expect, it } from 'vitest';
import {
  oauthErrorFrom,
  TaobaoError,
  TaobaoInvalidSessionError,
  TaobaoPermanentError,
  TaobaoRateLimitError,
  TaobaoRetryableError,
  topErrorFrom,
} from './taobao-error.js';

const method = 'taobao.item.add';

describe('topErrorFrom', () => {
  it.each([
    // The platform's services failing: try again.
    [{ code: 15, msg: 'Remote service error', sub_code: 'isp.top-remote-connection-timeout' }],
    [{ code: 15, msg: 'Remote service error', sub_code: 'isp.item-service-unavailable' }],
    [{ code: 520, msg: 'Remote service error', sub_code: 'isp.unknown-error' }],
    [{ code: 520, msg: 'Remote service error' }],
    [{ code: 10, msg: 'Service currently unavailable' }],
    [{ code: 15, msg: 'Remote service error' }],
  ])('%j is retryable', (top) => {
    const error = topErrorFrom(method, top);
    expect(error).toBeInstanceOf(TaobaoRetryableError);
    expect(error).not.toBeInstanceOf(TaobaoRateLimitError);
    expect(error.retryable).toBe(true);
  });

  it('reads a ban from an app rate limit, as TOP words it', () => {
    const error = topErrorFrom(method, {
      code: 7,
      msg: 'App Call Limited',
      sub_code: 'accesscontrol.limited-by-app-access-count',
      sub_msg: 'This ban will last for 3 more seconds',
      request_id: '3j8b2wl9zp5x',
    });
    expect(error).toBeInstanceOf(TaobaoRateLimitError);
    expect(error).toMatchObject({
      retryable: true,
      scope: 'app',
      retryAfterMs: 3000,
      code: 7,
      subCode: 'accesscontrol.limited-by-app-access-count',
      requestId: '3j8b2wl9zp5x',
      method,
    });
    expect(error.message).toBe(
      'taobao.item.add failed (code 7): App Call Limited: accesscontrol.limited-by-app-access-count: This ban will last for 3 more seconds',
    );
  });

  it.each([
    [{ code: 5, msg: 'Session Call Limited' }, 'seller'],
    [{ code: 4, msg: 'User Call Limited' }, 'seller'],
    [{ code: 8, msg: 'App Call Exceeds Limited Frequency' }, 'app'],
    [{ code: 15, msg: 'Remote service error', sub_code: 'isv.api-limited' }, 'app'],
    [
      { code: 7, msg: 'App Call Limited', sub_code: 'accesscontrol.limited-by-api-access-count' },
      'app',
    ],
  ] as const)('%j is a rate limit of the %s', (top, scope) => {
    const error = topErrorFrom(method, top);
    expect(error).toBeInstanceOf(TaobaoRateLimitError);
    expect(error).toMatchObject({ scope, retryAfterMs: 1000 });
  });

  it.each([
    [
      {
        code: 27,
        msg: 'Invalid session',
        sub_code: 'invalid-sessionkey',
        sub_msg: 'SessionKey非法',
      },
    ],
    [{ code: 27, msg: 'Invalid session', sub_code: 'session-expired' }],
    [{ code: 27, msg: 'Invalid session', sub_code: 'session-is-blank' }],
    [{ code: 26, msg: 'Missing session' }],
    [{ code: 15, msg: 'Remote service error', sub_code: 'isv.invalid-sessionkey' }],
  ])('%j means the seller must link again', (top) => {
    const error = topErrorFrom(method, top);
    expect(error).toBeInstanceOf(TaobaoInvalidSessionError);
    expect(error.retryable).toBe(false);
  });

  it.each([
    [{ code: 15, msg: 'Remote service error', sub_code: 'isv.item-not-exist' }],
    [{ code: 41, msg: 'Invalid arguments:price', sub_code: 'isv.invalid-parameter' }],
    [{ code: 40, msg: 'Missing required arguments:num_iid' }],
    [{ code: 25, msg: 'Invalid signature' }],
    [{ code: 29, msg: 'Invalid app key' }],
    [{ code: 31, msg: 'Invalid timestamp' }],
    [
      {
        code: 11,
        msg: 'Insufficient isv permissions',
        sub_code: 'isv.permission-api-package-limit',
      },
    ],
    [{ code: 22, msg: 'Invalid method' }],
  ])('%j is permanent', (top) => {
    const error = topErrorFrom(method, top);
    expect(error).toBeInstanceOf(TaobaoPermanentError);
    expect(error).toBeInstanceOf(TaobaoError);
    expect(error.retryable).toBe(false);
  });
});

describe('oauthErrorFrom', () => {
  it('asks the seller to link again when a refresh token is refused', () => {
    expect(oauthErrorFrom('refresh_token', 400, 'invalid_grant', 'expired')).toBeInstanceOf(
      TaobaoInvalidSessionError,
    );
  });

  it('refuses a spent code, a wrong client and bad requests for good', () => {
    expect(oauthErrorFrom('authorization_code', 400, 'invalid_grant', 'used')).toBeInstanceOf(
      TaobaoPermanentError,
    );
    expect(oauthErrorFrom('refresh_token', 401, 'invalid_client', undefined)).toBeInstanceOf(
      TaobaoPermanentError,
    );
  });

  it('retries when the endpoint fails', () => {
    const error = oauthErrorFrom('authorization_code', 503, 'server_error', undefined);
    expect(error).toBeInstanceOf(TaobaoRetryableError);
    expect(error).toMatchObject({ method: 'oauth.token', httpStatus: 503 });
  });
});
