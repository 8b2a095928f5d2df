import { describe, expect, it } from 'vitest';
import {
  isPayPalCurrency,
  isPayPalValue,
  paypalAmount,
  paypalMinorUnits,
  UnsupportedCurrencyError,
} from './paypal-amount.js';

describe('paypalAmount', () => {
  it('writes two-decimal currencies with exactly two decimals', () => {
    expect(paypalAmount('USD', 1299)).toEqual({ currency: 'USD', value: '12.99' });
    expect(paypalAmount('USD', 100)).toEqual({ currency: 'USD', value: '1.00' });
    expect(paypalAmount('USD', 5)).toEqual({ currency: 'USD', value: '0.05' });
    expect(paypalAmount('CNY', 0)).toEqual({ currency: 'CNY', value: '0.00' });
  });

  it('writes zero-decimal currencies as whole numbers, HUF included although ISO gives it cents', () => {
    expect(paypalAmount('JPY', 1500)).toEqual({ currency: 'JPY', value: '1500' });
    expect(paypalAmount('HUF', 990)).toEqual({ currency: 'HUF', value: '990' });
  });

  it('stays exact where floats would not', () => {
    expect(paypalAmount('USD', 123456789012345).value).toBe('1234567890123.45');
    expect(paypalAmount('USD', 29).value).toBe('0.29');
  });

  it('refuses KRW, which PayPal does not take, naming what it does take', () => {
    expect(() => paypalAmount('KRW', 15000)).toThrow(UnsupportedCurrencyError);
    expect(() => paypalAmount('KRW', 15000)).toThrow(/PayPal does not accept KRW.*USD/);
  });

  it('refuses amounts that are not whole non-negative minor units', () => {
    expect(() => paypalAmount('USD', 12.5)).toThrow(RangeError);
    expect(() => paypalAmount('USD', -1)).toThrow(RangeError);
    expect(() => paypalAmount('USD', Number.NaN)).toThrow(RangeError);
  });
});

describe('paypalMinorUnits', () => {
  it('reads PayPal amounts back into minor units', () => {
    expect(paypalMinorUnits({ currency: 'USD', value: '12.99' })).toBe(1299);
    expect(paypalMinorUnits({ currency: 'USD', value: '12.5' })).toBe(1250);
    expect(paypalMinorUnits({ currency: 'USD', value: '7' })).toBe(700);
    expect(paypalMinorUnits({ currency: 'JPY', value: '1500' })).toBe(1500);
  });

  it('round-trips with paypalAmount', () => {
    for (const minor of [0, 1, 99, 100, 1299, 100000]) {
      expect(paypalMinorUnits(paypalAmount('EUR', minor))).toBe(minor);
      expect(paypalMinorUnits(paypalAmount('JPY', minor))).toBe(minor);
    }
  });

  it('refuses more decimals than the currency has, and anything that is not a plain amount', () => {
    expect(() => paypalMinorUnits({ currency: 'JPY', value: '1500.5' })).toThrow(RangeError);
    expect(() => paypalMinorUnits({ currency: 'USD', value: '1.999' })).toThrow(RangeError);
    expect(() => paypalMinorUnits({ currency: 'USD', value: '-1.00' })).toThrow(RangeError);
    expect(() => paypalMinorUnits({ currency: 'USD', value: '1e3' })).toThrow(RangeError);
    expect(() => paypalMinorUnits({ currency: 'KRW', value: '1500' })).toThrow(
      UnsupportedCurrencyError,
    );
  });
});

describe('PayPal currencies and values', () => {
  it('knows which currencies PayPal takes', () => {
    expect(['USD', 'JPY', 'CNY', 'EUR'].filter(isPayPalCurrency)).toEqual([
      'USD',
      'JPY',
      'CNY',
      'EUR',
    ]);
    expect(['KRW', 'usd', 'toString', ''].filter(isPayPalCurrency)).toEqual([]);
  });

  it('accepts values written with at most the currency decimals', () => {
    expect(isPayPalValue('USD', '12.99')).toBe(true);
    expect(isPayPalValue('USD', '12')).toBe(true);
    expect(isPayPalValue('USD', '12.999')).toBe(false);
    expect(isPayPalValue('USD', '.99')).toBe(false);
    expect(isPayPalValue('JPY', '1500')).toBe(true);
    expect(isPayPalValue('JPY', '1500.0')).toBe(false);
  });
});
