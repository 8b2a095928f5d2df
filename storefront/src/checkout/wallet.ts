import type { CurrencyCode } from '@shop/core/shared';
import { roundAmount } from '../cart/cart-rules';
import { record, requiredNumber } from '../catalog/decode';

export type PaymentMethod = 'paypal' | 'wallet';

/** `GET /wallet?currency=`: `{ balance, currency }`, the balance in the currency asked for. */
export function decodeWalletBalance(raw: unknown): number {
  return requiredNumber(record(raw, 'wallet'), 'balance');
}

/**
 * Whether the deposit balance pays for the order (spec: "Deposit balance is not enough"
 * otherwise). Unknown amounts do not: the choice waits until both are known.
 */
export function walletCovers(
  balance: number | undefined,
  total: number | undefined,
  currency: CurrencyCode,
): boolean {
  if (balance === undefined || total === undefined) return false;
  return roundAmount(balance, currency) >= roundAmount(total, currency);
}
