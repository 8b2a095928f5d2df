import { japaneseAddressMessage } from '@shop/core/shared';
import { ApiError } from '../api/client';
import { reachedServer } from './idempotency-keys';

/** Why placing the order failed, as the checkout tells the shopper. */
export type OrderFailure =
  | { readonly kind: 'japanese' }
  | { readonly kind: 'deposit' }
  | { readonly kind: 'outOfStock' }
  | { readonly kind: 'network' }
  | { readonly kind: 'signedOut' }
  | { readonly kind: 'other'; readonly message?: string };

export const depositMessage = 'Deposit balance is not enough';

/**
 * The contract's refusals of `POST /orders`: a Japan address not in Japanese (400), a wallet
 * short of the total (402), stock that ran out (409); no answer at all is a network failure,
 * after which the same attempt may be retried.
 */
export function orderFailure(error: unknown): OrderFailure {
  if (!reachedServer(error)) return { kind: 'network' };
  if (!(error instanceof ApiError)) return { kind: 'other' };
  if (error.status === 401) return { kind: 'signedOut' };
  if (error.status === 402 || error.message === depositMessage) return { kind: 'deposit' };
  if (error.message === japaneseAddressMessage) return { kind: 'japanese' };
  if (error.status === 409) return { kind: 'outOfStock' };
  return { kind: 'other', message: error.status < 500 ? error.message : undefined };
}
