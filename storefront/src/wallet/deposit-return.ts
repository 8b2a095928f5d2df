import { ApiError } from '../api/client';

/** What the wallet page must do with the query PayPal sent the browser back with. */
export type DepositReturn =
  | { readonly action: 'capture'; readonly depositId: string }
  | { readonly action: 'cancelled'; readonly depositId: string }
  | { readonly action: 'none' };

/** The server names deposits `deposit-<uuid>`; anything else is not one of ours. */
const depositIdPattern = /^deposit-[0-9a-f-]{36}$/;

/**
 * `?deposit=<id>` after approval at PayPal, with `&cancelled=1` after the shopper turned back.
 *
 * @example readDepositReturn('?deposit=deposit-0d9…&cancelled=1') // { action: 'cancelled', … }
 */
export function readDepositReturn(search: string): DepositReturn {
  const query = new URLSearchParams(search);
  const depositId = query.get('deposit') ?? '';
  if (!depositIdPattern.test(depositId)) return { action: 'none' };
  const cancelled = query.get('cancelled');
  return cancelled !== null && cancelled !== '0' && cancelled !== 'false'
    ? { action: 'cancelled', depositId }
    : { action: 'capture', depositId };
}

/** What came of confirming a top-up. */
export type DepositOutcome =
  /** The wallet is credited with `amount` US dollars. */
  | { readonly kind: 'completed'; readonly amount: number }
  /** PayPal refused the money: the shopper may approve again there. */
  | { readonly kind: 'declined' }
  | { readonly kind: 'signed-out' }
  | { readonly kind: 'failed' };

/** A refused capture: 402 `payment_declined` can be approved again, anything else failed. */
export function depositRefusal(error: unknown): DepositOutcome {
  if (!(error instanceof ApiError)) return { kind: 'failed' };
  if (error.status === 401) return { kind: 'signed-out' };
  if (error.status === 402) return { kind: 'declined' };
  return { kind: 'failed' };
}
