import {
  type CurrencyCode,
  currencies,
  depositLimits,
  fromUsdCents,
  toUsdCents,
} from '@shop/core/shared';

/** What is wrong with a top-up amount as typed. */
export type TopUpProblem = 'required' | 'invalid' | 'range';

export type TopUpAmount =
  | { readonly ok: true; readonly amount: string }
  | { readonly ok: false; readonly problem: TopUpProblem };

/** Full-width digits as Japanese and Chinese keyboards type them, thousands separators, blanks. */
function plain(text: string): string {
  return text.normalize('NFKC').replace(/[\s,]/g, '');
}

/** US cents of an amount, worked out as the server does for its bounds. */
function usdCentsOf(amount: string, currency: CurrencyCode): number {
  return currency === 'USD'
    ? Math.round(Number(amount) * 100)
    : toUsdCents(Number(amount), currency);
}

/**
 * The smallest and largest top-up in a currency, in its major units: the server's bounds
 * (US$1.00 to US$10,000.00) converted and rounded inwards, so both ends are accepted.
 *
 * @example topUpBounds('KRW') // { min: 1150, max: 11500000 }
 */
export function topUpBounds(currency: CurrencyCode): { min: number; max: number } {
  const { decimals } = currencies[currency];
  const step = 10 ** -decimals;
  let min = fromUsdCents(depositLimits.minUsdCents, currency);
  while (usdCentsOf(min.toFixed(decimals), currency) < depositLimits.minUsdCents) min += step;
  let max = fromUsdCents(depositLimits.maxUsdCents, currency);
  while (usdCentsOf(max.toFixed(decimals), currency) > depositLimits.maxUsdCents) max -= step;
  return { min: Number(min.toFixed(decimals)), max: Number(max.toFixed(decimals)) };
}

/**
 * The amount of a top-up as `POST /wallet/deposits` takes it (a decimal string with the
 * currency's decimals), or why it cannot be one: empty, not an amount (or finer than the currency
 * goes: no sen, no jeon), or outside the server's bounds.
 *
 * @example topUpAmount('５０', 'USD') // { ok: true, amount: '50.00' }
 * @example topUpAmount('10.5', 'JPY') // { ok: false, problem: 'invalid' }
 */
export function topUpAmount(typed: string, currency: CurrencyCode): TopUpAmount {
  const text = plain(typed);
  if (text === '') return { ok: false, problem: 'required' };
  const { decimals } = currencies[currency];
  const pattern = decimals > 0 ? new RegExp(`^\\d{1,9}(\\.\\d{1,${decimals}})?$`) : /^\d{1,9}$/;
  if (!pattern.test(text)) return { ok: false, problem: 'invalid' };
  const amount = Number(text).toFixed(decimals);
  const cents = usdCentsOf(amount, currency);
  if (cents < depositLimits.minUsdCents || cents > depositLimits.maxUsdCents) {
    return { ok: false, problem: 'range' };
  }
  return { ok: true, amount };
}

/** An amount to show as an example of how to write one in `currency` (about US$50). */
export function exampleAmount(currency: CurrencyCode): string {
  return fromUsdCents(5000, currency).toFixed(currencies[currency].decimals);
}
