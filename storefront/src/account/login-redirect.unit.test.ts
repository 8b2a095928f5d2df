import { describe, expect, it } from 'vitest';
import {
  defaultAfterLogin,
  isSignInPath,
  loginPath,
  safeNextPath,
  withNext,
} from './login-redirect';

describe('safeNextPath', () => {
  it.each([
    ['/page/account/checkout', '/page/account/checkout'],
    ['/page/account/cart?x=1#top', '/page/account/cart?x=1#top'],
    ['/product/101', '/product/101'],
  ])('keeps a path of the shop: %s', (next, path) => {
    expect(safeNextPath(next)).toBe(path);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['page/account/cart'],
    ['//evil.example/x'],
    ['/\\evil.example'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    ['/\t/evil.example'],
  ])('falls back to the dashboard for %s', (next) => {
    expect(safeNextPath(next)).toBe(defaultAfterLogin);
  });

  it('does not go back to the sign-in pages', () => {
    expect(safeNextPath('/page/account/login?next=/x')).toBe(defaultAfterLogin);
    expect(safeNextPath('/page/account/register')).toBe(defaultAfterLogin);
    expect(safeNextPath('/page/account/reset-password?token=t')).toBe(defaultAfterLogin);
  });
});

describe('loginPath', () => {
  it('carries the page to come back to', () => {
    expect(loginPath('/page/account/checkout')).toBe(
      '/page/account/login?next=%2Fpage%2Faccount%2Fcheckout',
    );
    expect(loginPath('/page/account/PayPal?token=T&orderNumber=1')).toBe(
      '/page/account/login?next=%2Fpage%2Faccount%2FPayPal%3Ftoken%3DT%26orderNumber%3D1',
    );
  });

  it('needs no next for the default page or an unsafe one', () => {
    expect(loginPath()).toBe('/page/account/login');
    expect(loginPath(defaultAfterLogin)).toBe('/page/account/login');
    expect(loginPath('//evil.example')).toBe('/page/account/login');
  });

  it('round-trips through the query string', () => {
    const next = '/page/account/cart?a=1&b=2';
    const query = new URL(loginPath(next), 'http://shop.test').searchParams;
    expect(safeNextPath(query.get('next'))).toBe(next);
  });
});

describe('withNext', () => {
  it('passes next along to another sign-in page', () => {
    expect(withNext('/page/account/register', '/page/account/cart')).toBe(
      '/page/account/register?next=%2Fpage%2Faccount%2Fcart',
    );
    expect(withNext('/page/account/register', null)).toBe('/page/account/register');
  });
});

describe('isSignInPath', () => {
  it('knows the sign-in pages', () => {
    expect(isSignInPath('/page/account/login')).toBe(true);
    expect(isSignInPath('/page/account/Register')).toBe(true);
    expect(isSignInPath('/page/account/cart')).toBe(false);
  });
});
