import { currencies } from '../money/currencies.js';

/** A seller's markup on our price: a percentage and a fixed amount in CNY fen. */
export interface Markup {
  readonly percent: number;
  readonly fixedFen: number;
}

/** The highest markup percentage a seller may set. */
export const maxMarkupPercent = 1000;

/**
 * A product's Taobao price in CNY fen: our price (US cents) at the CNY rate, plus the seller's
 * markup, rounded half up to the fen.
 *
 * @example
 * taobaoListingPriceFen(1000, { percent: 20, fixedFen: 0 }) // 8640: US$10.00 = 72.00元, +20%
 */
export function taobaoListingPriceFen(usdCents: number, markup: Markup): number {
  const cnyFen = usdCents * currencies.CNY.rate;
  return Math.round(cnyFen * (1 + markup.percent / 100) + markup.fixedFen);
}
