import { currencies, isCurrencyCode } from '../money/currencies.js';
import type { PaymentAmount } from './payment.events.js';

/** Decimal places of a currency as payment providers write it (2 unless the shop knows better). */
function decimalsOf(currency: string): number {
  return isCurrencyCode(currency) ? currencies[currency].decimals : 2;
}

/**
 * An amount in its currency's minor units ("12.34" USD → 1234, "1500" JPY → 1500).
 *
 * @example
 * minorUnitsOf({ currency: 'USD', value: '12.30' }) // 1230
 */
export function minorUnitsOf({ currency, value }: PaymentAmount): number {
  if (!/^\d{1,12}(\.\d{1,3})?$/.test(value)) throw new RangeError(`Not an amount: ${value}`);
  const decimals = decimalsOf(currency);
  const fraction = value.split('.')[1] ?? '';
  // "21.981" dollars is no whole number of cents: it is not the 21.98 asked for.
  if (fraction.replace(/0+$/, '').length > decimals) return Number.NaN;
  return Math.round(Number(value) * 10 ** decimals);
}

/** Minor units back to the decimal string a provider expects. */
export function paymentAmount(currency: string, minor: number): PaymentAmount {
  const decimals = decimalsOf(currency);
  return { currency, value: (minor / 10 ** decimals).toFixed(decimals) };
}

/** Same currency and the same amount, however the value is written ("10" and "10.00"). */
export function sameAmount(a: PaymentAmount, b: PaymentAmount): boolean {
  return a.currency === b.currency && minorUnitsOf(a) === minorUnitsOf(b);
}
