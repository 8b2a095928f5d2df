import { describe, expect, it } from 'vitest';
import { CSRF_COOKIE, needsCsrfToken, readCookie } from './csrf';

describe('readCookie', () => {
  it('finds the CSRF cookie among others', () => {
    expect(readCookie('theme=dark; auth.csrf=t0k3n; locale=ko', CSRF_COOKIE)).toBe('t0k3n');
  });

  it('decodes a percent-encoded value', () => {
    expect(readCookie('auth.csrf=abc%2Bdef%3D', CSRF_COOKIE)).toBe('abc+def=');
  });

  it('keeps a value that is not valid percent-encoding as it is', () => {
    expect(readCookie('auth.csrf=100%', CSRF_COOKIE)).toBe('100%');
  });

  it('keeps "=" inside the value', () => {
    expect(readCookie('auth.csrf=a=b==', CSRF_COOKIE)).toBe('a=b==');
  });

  it('does not match a cookie whose name merely ends with the wanted name', () => {
    expect(readCookie('xauth.csrf=wrong', CSRF_COOKIE)).toBeUndefined();
  });

  it('returns undefined when the cookie is missing or there are no cookies', () => {
    expect(readCookie('theme=dark', CSRF_COOKIE)).toBeUndefined();
    expect(readCookie('', CSRF_COOKIE)).toBeUndefined();
  });

  it('returns an empty string for a cookie set to nothing', () => {
    expect(readCookie('auth.csrf=', CSRF_COOKIE)).toBe('');
  });
});

describe('needsCsrfToken', () => {
  it('asks for the token on writes, whatever the case of the method', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'post']) {
      expect(needsCsrfToken(method)).toBe(true);
    }
  });

  it('leaves reads alone, including the default GET', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS', undefined]) {
      expect(needsCsrfToken(method)).toBe(false);
    }
  });
});
