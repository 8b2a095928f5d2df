/** The currencies the shop shows prices in. Prices are kept in US cents and converted. */
export const currencyCodes = ['USD', 'KRW', 'CNY', 'JPY'] as const;
export type CurrencyCode = (typeof currencyCodes)[number];

export interface Currency {
  readonly code: CurrencyCode;
  readonly symbol: string;
  readonly decimals: number;
  readonly symbolPosition: 'left' | 'right';
  /** Units of this currency per US dollar. */
  readonly rate: number;
}

/** The spec's currency table; it gives no CNY and JPY rates, so these are configured here. */
export const currencies: Readonly<Record<CurrencyCode, Currency>> = {
  USD: { code: 'USD', symbol: 'US$', decimals: 2, symbolPosition: 'left', rate: 1 },
  KRW: { code: 'KRW', symbol: '원', decimals: 0, symbolPosition: 'right', rate: 1150 },
  CNY: { code: 'CNY', symbol: '元', decimals: 2, symbolPosition: 'right', rate: 7.2 },
  JPY: { code: 'JPY', symbol: '円', decimals: 0, symbolPosition: 'right', rate: 155 },
};

/** The spec's default preference: prices in US dollars. */
export const defaultCurrency: CurrencyCode = 'USD';

export function isCurrencyCode(code: unknown): code is CurrencyCode {
  return typeof code === 'string' && (currencyCodes as readonly string[]).includes(code);
}

/**
 * US cents in another currency's major units, rounded half up to that currency's decimals.
 *
 * @example
 * fromUsdCents(1299, 'KRW') // 14939
 * fromUsdCents(1299, 'USD') // 12.99
 */
export function fromUsdCents(cents: number, code: CurrencyCode): number {
  const { rate, decimals } = currencies[code];
  const scale = 10 ** decimals;
  return Math.round((cents / 100) * rate * scale) / scale;
}

/** Major units of a currency in US cents (for filters given in the shopper's currency). */
export function toUsdCents(amount: number, code: CurrencyCode): number {
  return Math.round((amount / currencies[code].rate) * 100);
}

/** Major units (12.99) as integer minor units (1299; KRW and JPY have no minor unit). */
export function toMinorUnits(amount: number, code: CurrencyCode): number {
  return Math.round(amount * 10 ** currencies[code].decimals);
}

export function fromMinorUnits(minor: number, code: CurrencyCode): number {
  return minor / 10 ** currencies[code].decimals;
}
