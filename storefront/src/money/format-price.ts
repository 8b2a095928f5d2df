import { type CurrencyCode, currencies } from '@shop/core/shared';

/**
 * `amount` (not negative) rounded to `decimals`, its whole part grouped in threes with commas:
 * what `Intl.NumberFormat('en-US')` with that many fraction digits writes (a unit test compares
 * them), without it. The first `Intl.NumberFormat` a page makes loads the browser's locale data:
 * 130 to 330 ms on a phone (Chromium, 4x CPU throttling), inside the task that renders the first
 * prices, which made it the largest of the landing pages' long tasks.
 *
 * Rounded as Intl rounds: half away from zero, on the number's shortest decimal form (0.015 is
 * 0.02, where `toFixed` rounds the binary value just below it to 0.01).
 *
 * @example groupedDigits(1234.5, 2) // '1,234.50'
 */
export function groupedDigits(amount: number, decimals: number): string {
  const shortest = String(amount);
  // Not a number, or written with an exponent (below 1e-6, from 1e21 on): no price is. Intl.
  if (!Number.isFinite(amount) || shortest.includes('e')) return intlDigits(amount, decimals);
  const [whole = '0', fraction = ''] = shortest.split('.');
  const kept = `${whole}${fraction.slice(0, decimals).padEnd(decimals, '0')}`;
  const digits = (fraction.charCodeAt(decimals) >= 53 ? (BigInt(kept) + 1n).toString() : kept)
    .replace(/^0+/, '')
    .padStart(decimals + 1, '0');
  const grouped = digits.slice(0, digits.length - decimals).replace(/\B(?=(\d{3})+$)/g, ',');
  return decimals === 0 ? grouped : `${grouped}.${digits.slice(-decimals)}`;
}

function intlDigits(amount: number, decimals: number): string {
  return new Intl.NumberFormat('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount);
}

/**
 * An amount in a currency's major units, with its symbol on the side the currency puts it and
 * rounded to its decimals. Digits are grouped the same way in every language: the spec writes
 * "14,939원" and "US$12.99".
 *
 * @example
 * formatPrice(12.99, 'USD') // 'US$12.99'
 * formatPrice(14939, 'KRW') // '14,939원'
 */
export function formatPrice(amount: number, currency: CurrencyCode): string {
  const { symbol, decimals, symbolPosition } = currencies[currency];
  const digits = groupedDigits(Math.abs(amount), decimals);
  const sign = amount < 0 && digits.replace(/[0.,]/g, '') !== '' ? '-' : '';
  return symbolPosition === 'left' ? `${sign}${symbol}${digits}` : `${sign}${digits}${symbol}`;
}
