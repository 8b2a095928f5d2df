import { randomInt } from 'node:crypto';

/**
 * PayPal's ids are upper-case letters and digits: 17 for orders, captures and refunds, 13 for
 * payers.
 */
export function paypalId(length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** PayPal writes times to the second: `2026-01-31T12:00:00Z`. */
export function paypalTime(epochMs: number): string {
  return new Date(epochMs).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
