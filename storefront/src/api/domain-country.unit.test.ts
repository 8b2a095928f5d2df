import { describe, expect, it } from 'vitest';
import { domainCountryCode } from './domain-country';

describe('domainCountryCode', () => {
  it.each([
    ['ja.shop.example', 'JA'],
    ['ko.shop.example', 'KO'],
    ['cn.shop.example', 'CN'],
    ['en.shop.example:8443', 'EN'],
    ['us.shop.example', 'US'],
  ])('takes the first two letters of %s', (host, code) => {
    expect(domainCountryCode(host)).toBe(code);
  });

  it('treats localhost as worldwide', () => {
    expect(domainCountryCode('localhost')).toBe('WW');
    expect(domainCountryCode('localhost:5173')).toBe('WW');
    expect(domainCountryCode('LOCALHOST')).toBe('WW');
  });
});
