import { japaneseAddressMessage } from '@shop/core/shared';
import { ApiError } from '../api/client';
import type { ShortLine } from '../orders/order';
import { decodeShortLines } from '../orders/order.decode';
import { reachedServer } from './idempotency-keys';

/** Why placing the order failed, as the checkout tells the shopper. */
export type OrderFailure =
  | { readonly kind: 'japanese' }
  | { readonly kind: 'deposit' }
  | { readonly kind: 'outOfStock'; readonly lines: readonly ShortLine[] }
  /** The most PayPal orders a customer may leave unpaid are waiting already. */
  | { readonly kind: 'tooManyUnpaid'; readonly count?: number }
  | { readonly kind: 'paymentUnavailable' }
  /** The Idempotency-Key was spent on another order: the next attempt gets a new one. */
  | { readonly kind: 'orderChanged' }
  | { readonly kind: 'network' }
  | { readonly kind: 'signedOut' }
  | { readonly kind: 'other'; readonly message?: string };

export const depositMessage = 'Deposit balance is not enough';

/**
 * The contract's refusals of `POST /orders`: a Japan address not in Japanese (400), a wallet
 * short of the total (402), stock that ran out (409, with the lines), too many unpaid PayPal
 * orders (429), a reused Idempotency-Key (422), PayPal not answering (502 with its code); no
 * answer at all, or a gateway's, is a network failure, after which the same attempt may be
 * retried.
 */
export function orderFailure(error: unknown): OrderFailure {
  if (!reachedServer(error)) return { kind: 'network' };
  if (!(error instanceof ApiError)) return { kind: 'other' };
  switch (error.code) {
    case 'insufficient_stock':
      return { kind: 'outOfStock', lines: decodeShortLines(error.body) };
    case 'insufficient_balance':
      return { kind: 'deposit' };
    case 'too_many_unpaid_orders': {
      const count = /\b(\d+)\b/.exec(error.message)?.[1];
      return count ? { kind: 'tooManyUnpaid', count: Number(count) } : { kind: 'tooManyUnpaid' };
    }
    case 'payment_unavailable':
      return { kind: 'paymentUnavailable' };
    case 'idempotency_key_reused':
      return { kind: 'orderChanged' };
    case 'address_not_japanese':
      return { kind: 'japanese' };
  }
  if (error.status === 401) return { kind: 'signedOut' };
  if (error.status === 402 || error.message === depositMessage) return { kind: 'deposit' };
  if (error.message === japaneseAddressMessage) return { kind: 'japanese' };
  if (error.status === 409) return { kind: 'outOfStock', lines: decodeShortLines(error.body) };
  return { kind: 'other', message: error.status < 500 ? error.message : undefined };
}
