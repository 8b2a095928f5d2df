import { currencies } from '../money/currencies.js';
import type { ForeignAmount } from '../wallet/wallet.events.js';

/** The reseller service: 21 RMB a month, in fen. */
export const monthlyFeeCnyMinor = 2100;

/**
 * The month's reseller fee in US cents at the rate of the day it is charged, kept with its CNY
 * amount and that rate.
 *
 * @example
 * monthlyFee() // { usdCents: 292, foreign: { currency: 'CNY', minor: 2100, rate: 7.2 } }
 */
export function monthlyFee(rate = currencies.CNY.rate): {
  usdCents: number;
  foreign: ForeignAmount;
} {
  return {
    usdCents: Math.round(monthlyFeeCnyMinor / rate),
    foreign: { currency: 'CNY', minor: monthlyFeeCnyMinor, rate },
  };
}

/** The entry id of a seller's fee for a month (`YYYY-MM`): charged once per month. */
export function monthlyFeeEntryId(month: string): string {
  return `monthly-fee-${month}`;
}
