import { describe, expect, it } from 'vitest';
import { currencies, fromUsdCents, isCurrencyCode, toUsdCents } from './currencies.js';

describe('currencies', () => {
  it('follows the spec table for symbols, decimals and symbol position', () => {
    expect(currencies.KRW).toMatchObject({
      symbol: '원',
      decimals: 0,
      symbolPosition: 'right',
      rate: 1150,
    });
    expect(currencies.USD).toMatchObject({
      symbol: 'US$',
      decimals: 2,
      symbolPosition: 'left',
      rate: 1,
    });
    expect(currencies.CNY).toMatchObject({ symbol: '元', decimals: 2, symbolPosition: 'right' });
    expect(currencies.JPY).toMatchObject({ symbol: '円', decimals: 0, symbolPosition: 'right' });
  });

  it('converts cents to each currency, rounded to its decimals', () => {
    expect(fromUsdCents(1299, 'USD')).toBe(12.99);
    expect(fromUsdCents(1299, 'KRW')).toBe(14939);
    expect(fromUsdCents(1299, 'JPY')).toBe(2013);
    expect(fromUsdCents(1299, 'CNY')).toBe(93.53);
  });

  it('converts a shopper-currency amount back to cents for filtering', () => {
    expect(toUsdCents(14939, 'KRW')).toBe(1299);
    expect(toUsdCents(12.99, 'USD')).toBe(1299);
    expect(isCurrencyCode('EUR')).toBe(false);
    expect(isCurrencyCode('JPY')).toBe(true);
  });
});
