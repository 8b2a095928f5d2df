import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies';

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('locale=ja; auth.csrf=abc%3D; x=1', 'auth.csrf')).toBe('abc=');
    expect(readCookie('auth.csrf=first', 'auth.csrf')).toBe('first');
  });

  it('matches the whole name only', () => {
    expect(readCookie('xauth.csrf=1; auth.csrfx=2', 'auth.csrf')).toBeUndefined();
  });

  it('is undefined for a missing or emptied cookie', () => {
    expect(readCookie('', 'auth.csrf')).toBeUndefined();
    expect(readCookie('auth.csrf=', 'auth.csrf')).toBeUndefined();
  });

  it('keeps a value that is not valid percent-encoding', () => {
    expect(readCookie('auth.csrf=100%', 'auth.csrf')).toBe('100%');
  });
});
