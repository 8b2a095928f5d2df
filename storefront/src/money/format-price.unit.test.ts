import { currencies } from '@shop/core/shared';
import { describe, expect, it } from 'vitest';
import { formatPrice, groupedDigits } from './format-price';

describe('formatPrice', () => {
  it.each([
    [12.99, 'USD', 'US$12.99'],
    [12.5, 'USD', 'US$12.50'],
    [1234.5, 'USD', 'US$1,234.50'],
    [0, 'USD', 'US$0.00'],
    [14939, 'KRW', '14,939원'],
    [14939.6, 'KRW', '14,940원'],
    [93.53, 'CNY', '93.53元'],
    [1200, 'CNY', '1,200.00元'],
    [2014, 'JPY', '2,014円'],
    [999999, 'JPY', '999,999円'],
  ] as const)('formats %d %s as %s', (amount, currency, text) => {
    expect(formatPrice(amount, currency)).toBe(text);
  });

  it('puts the minus sign before the symbol', () => {
    expect(formatPrice(-5, 'USD')).toBe('-US$5.00');
    expect(formatPrice(-1150, 'KRW')).toBe('-1,150원');
  });

  it('does not write a minus for an amount that rounds to zero', () => {
    expect(formatPrice(-0.001, 'USD')).toBe('US$0.00');
    expect(formatPrice(-0.4, 'JPY')).toBe('0円');
  });
});

describe('groupedDigits', () => {
  /** Amounts as prices come: cents and whole units, halves at every digit, large and tiny. */
  function amounts(): number[] {
    const found = [
      0, 0.005, 0.015, 0.125, 0.5, 1.005, 1.5, 2.5, 999.995, 999.5, 1e15, 123456789.987,
    ];
    for (let cents = 0; cents < 200_000; cents += 7) found.push(cents / 100);
    for (let units = 0; units < 20_000_000; units += 9_973) found.push(units, units + 0.5);
    for (let digits = 0; digits < 16; digits++) found.push(10 ** digits - 0.005, 10 ** digits);
    return found;
  }

  // Every number of decimals a currency of the shop has (0 and 2 today).
  it.each([...new Set(Object.values(currencies).map(({ decimals }) => decimals))])(
    'writes every amount as Intl.NumberFormat en-US does, with %d decimals',
    (decimals) => {
      const intl = new Intl.NumberFormat('en-US', {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      });
      const differing = amounts().filter(
        (amount) => groupedDigits(amount, decimals) !== intl.format(amount),
      );
      expect(differing).toEqual([]);
    },
  );

  it('groups the whole part in threes', () => {
    expect(groupedDigits(1234567.891, 2)).toBe('1,234,567.89');
    expect(groupedDigits(100, 0)).toBe('100');
    expect(groupedDigits(1000, 0)).toBe('1,000');
    expect(groupedDigits(999.999, 2)).toBe('1,000.00');
    expect(groupedDigits(0.015, 2)).toBe('0.02');
    expect(groupedDigits(1e-7, 2)).toBe('0.00');
    expect(groupedDigits(1e21, 0)).toBe('1,000,000,000,000,000,000,000');
    expect(groupedDigits(Number.NaN, 2)).toBe('NaN');
    expect(groupedDigits(Number.POSITIVE_INFINITY, 2)).toBe('∞');
  });
});
