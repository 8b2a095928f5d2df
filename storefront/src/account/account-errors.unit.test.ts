import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { accountErrorMessage } from './account-errors';

describe('accountErrorMessage', () => {
  it("translates the spec's messages whatever the form", () => {
    const missing = new ApiError(400, 'validation_failed', 'Your email address is missing!');
    expect(accountErrorMessage('register', missing)).toEqual({ key: 'emailMissing' });
    expect(accountErrorMessage('login', missing)).toEqual({ key: 'emailMissing' });
  });

  it("names each form's known refusals", () => {
    expect(accountErrorMessage('login', new ApiError(401, 'invalid_credentials', 'x'))).toEqual({
      key: 'invalidCredentials',
    });
    expect(accountErrorMessage('login', new ApiError(429, 'too_many', 'x'))).toEqual({
      key: 'tooManyAttempts',
    });
    expect(accountErrorMessage('register', new ApiError(429, 'too_many_requests', 'x'))).toEqual({
      key: 'tooManyRequests',
    });
    expect(accountErrorMessage('forgot', new ApiError(429, 'too_frequent', 'Slow down'))).toEqual({
      key: 'tooFrequentEmail',
    });
    expect(accountErrorMessage('reset', new ApiError(400, 'bad_token', 'x'))).toEqual({
      key: 'resetInvalid',
    });
    expect(accountErrorMessage('change', new ApiError(400, 'wrong_password', 'x'))).toEqual({
      key: 'currentWrong',
    });
  });

  it("passes on the server's words for other refusals, not for crashes", () => {
    expect(
      accountErrorMessage('register', new ApiError(400, 'validation_failed', 'Too long')),
    ).toEqual({ text: 'Too long' });
    expect(accountErrorMessage('login', new ApiError(500, 'internal', 'Boom'))).toEqual({
      key: 'failed',
    });
    expect(accountErrorMessage('login', new TypeError('Failed to fetch'))).toEqual({
      key: 'failed',
    });
  });
});
