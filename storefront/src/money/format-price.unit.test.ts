import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price';

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
