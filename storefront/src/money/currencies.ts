/** The currencies the shop shows prices in, in the order the currency selector lists them. */
export const currencyCodes = ['USD', 'KRW', 'CNY', 'JPY'] as const;
export type CurrencyCode = (typeof currencyCodes)[number];

export const defaultCurrency: CurrencyCode = 'USD';

export interface CurrencyFormat {
  readonly symbol: string;
  readonly decimals: number;
  readonly symbolPosition: 'left' | 'right';
}

/** The spec's currency table (the server converts; the storefront only formats). */
export const currencyFormats: Readonly<Record<CurrencyCode, CurrencyFormat>> = {
  USD: { symbol: 'US$', decimals: 2, symbolPosition: 'left' },
  KRW: { symbol: '원', decimals: 0, symbolPosition: 'right' },
  CNY: { symbol: '元', decimals: 2, symbolPosition: 'right' },
  JPY: { symbol: '円', decimals: 0, symbolPosition: 'right' },
};

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (currencyCodes as readonly string[]).includes(value);
}
