import { type CurrencyCode, currencies } from '@shop/core/shared';

// Digits are grouped the same way in every language: the spec writes "14,939원" and "US$12.99".
const formatters = new Map<number, Intl.NumberFormat>();

function numberFormat(decimals: number): Intl.NumberFormat {
  let format = formatters.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(decimals, format);
  }
  return format;
}

/**
 * An amount in a currency's major units, with its symbol on the side the currency puts it and
 * rounded to its decimals.
 *
 * @example
 * formatPrice(12.99, 'USD') // 'US$12.99'
 * formatPrice(14939, 'KRW') // '14,939원'
 */
export function formatPrice(amount: number, currency: CurrencyCode): string {
  const { symbol, decimals, symbolPosition } = currencies[currency];
  const digits = numberFormat(decimals).format(Math.abs(amount));
  const sign = amount < 0 && digits.replace(/[0.,]/g, '') !== '' ? '-' : '';
  return symbolPosition === 'left' ? `${sign}${symbol}${digits}` : `${sign}${digits}${symbol}`;
}
