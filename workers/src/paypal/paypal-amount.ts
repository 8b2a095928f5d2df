/**
 * The currencies PayPal's REST APIs accept, with the decimals PayPal allows in `value`
 * (https://developer.paypal.com/reference/currency-codes). This is PayPal's table, not ISO 4217:
 * HUF has two decimals in ISO but none at PayPal. KRW is absent: PayPal does not take won, so the
 * shop charges such orders in US dollars. BRL, CNY and MYR work for in-country merchant accounts
 * only.
 */
export const paypalCurrencyDecimals = {
  AUD: 2,
  BRL: 2,
  CAD: 2,
  CHF: 2,
  CNY: 2,
  CZK: 2,
  DKK: 2,
  EUR: 2,
  GBP: 2,
  HKD: 2,
  HUF: 0,
  ILS: 2,
  JPY: 0,
  MXN: 2,
  MYR: 2,
  NOK: 2,
  NZD: 2,
  PHP: 2,
  PLN: 2,
  SEK: 2,
  SGD: 2,
  THB: 2,
  TWD: 0,
  USD: 2,
} as const satisfies Record<string, number>;

export type PayPalCurrency = keyof typeof paypalCurrencyDecimals;

/** An amount as PayPal's API carries it: the value is a decimal string, never a float. */
export interface PayPalMoney {
  readonly currency: PayPalCurrency;
  readonly value: string;
}

/** Thrown before any call to PayPal for a currency PayPal would refuse (e.g. KRW). */
export class UnsupportedCurrencyError extends Error {
  override readonly name = 'UnsupportedCurrencyError';
  constructor(readonly currency: string) {
    super(
      `PayPal does not accept ${currency}; charge the order in one of ` +
        `${Object.keys(paypalCurrencyDecimals).join(', ')} (KRW totals are charged in USD).`,
    );
  }
}

export function isPayPalCurrency(code: string): code is PayPalCurrency {
  return Object.hasOwn(paypalCurrencyDecimals, code);
}

/** Narrows a currency code or throws `UnsupportedCurrencyError`. */
export function assertPayPalCurrency(code: string): PayPalCurrency {
  if (!isPayPalCurrency(code)) throw new UnsupportedCurrencyError(code);
  return code;
}

/**
 * Integer minor units (cents for USD, yen for JPY, as the shop keeps money) as PayPal's amount.
 * Works on digits rather than floats, so no rounding can creep in.
 *
 * @example
 * paypalAmount('USD', 1299) // { currency: 'USD', value: '12.99' }
 * paypalAmount('JPY', 1500) // { currency: 'JPY', value: '1500' }
 * paypalAmount('KRW', 15000) // throws UnsupportedCurrencyError: convert to USD first
 */
export function paypalAmount(currency: string, minorUnits: number): PayPalMoney {
  const code = assertPayPalCurrency(currency);
  if (!Number.isSafeInteger(minorUnits) || minorUnits < 0) {
    throw new RangeError(`An amount is a whole, non-negative number of minor units: ${minorUnits}`);
  }
  const decimals = paypalCurrencyDecimals[code];
  if (decimals === 0) return { currency: code, value: String(minorUnits) };
  const digits = String(minorUnits).padStart(decimals + 1, '0');
  return {
    currency: code,
    value: `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`,
  };
}

/**
 * PayPal's amount back in integer minor units, e.g. to check a captured amount against the
 * order's total. Accepts fewer decimals than the currency has (`"12.5"` USD is 1250), refuses
 * more, and refuses anything that is not a plain non-negative decimal.
 *
 * @example
 * paypalMinorUnits({ currency: 'USD', value: '12.99' }) // 1299
 * paypalMinorUnits({ currency: 'JPY', value: '1500' }) // 1500
 */
export function paypalMinorUnits(money: { readonly currency: string; readonly value: string }) {
  const code = assertPayPalCurrency(money.currency);
  const decimals = paypalCurrencyDecimals[code];
  const match = /^(\d+)(?:\.(\d+))?$/.exec(money.value);
  const whole = match?.[1];
  const fraction = match?.[2] ?? '';
  if (whole === undefined || fraction.length > decimals) {
    throw new RangeError(`${money.value} is not an amount in ${code}`);
  }
  const minorUnits = Number(whole + fraction.padEnd(decimals, '0'));
  if (!Number.isSafeInteger(minorUnits)) throw new RangeError(`${money.value} is too large`);
  return minorUnits;
}

/** Whether `value` is written the way PayPal accepts for `currency` (used by both sides). */
export function isPayPalValue(currency: PayPalCurrency, value: string): boolean {
  const decimals = paypalCurrencyDecimals[currency];
  const pattern = decimals === 0 ? /^\d{1,15}$/ : new RegExp(`^\\d{1,15}(\\.\\d{1,${decimals}})?$`);
  return pattern.test(value);
}
