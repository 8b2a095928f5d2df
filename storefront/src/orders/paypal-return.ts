import { ApiError } from '../api/client';

/** What the PayPal return page must do, from the query PayPal sent the browser back with. */
export type PayPalReturn =
  | { readonly action: 'capture'; readonly orderNumber: string; readonly token: string }
  | { readonly action: 'cancel'; readonly orderNumber: string }
  | { readonly action: 'invalid' };

/** The shop's numbers are "100" and 14 digits; the server is the judge, this only rejects junk. */
const orderNumberPattern = /^[\w-]{1,64}$/;

/**
 * `?token=<paypal order id>&orderNumber=...` after approval, with `&cancelled=1` after the
 * shopper turned back at PayPal. Anything else (no token, no or a malformed order number) is
 * invalid.
 *
 * @example readPayPalReturn('?token=5O1&orderNumber=10012345678901234')
 * // { action: 'capture', orderNumber: '10012345678901234', token: '5O1' }
 */
export function readPayPalReturn(search: string): PayPalReturn {
  const query = new URLSearchParams(search);
  const orderNumber = query.get('orderNumber') ?? query.get('order') ?? '';
  if (!orderNumberPattern.test(orderNumber)) return { action: 'invalid' };
  const cancelled = query.get('cancelled');
  if (cancelled !== null && cancelled !== '0' && cancelled !== 'false') {
    return { action: 'cancel', orderNumber };
  }
  // Without PayPal's token there is nothing to capture, and no sign the shopper turned back.
  const token = query.get('token') ?? '';
  return token ? { action: 'capture', orderNumber, token } : { action: 'invalid' };
}

/** The order-success or order-failure page for an order. */
export function orderResultPath(result: 'success' | 'failure', orderNumber: string): string {
  return `/page/order-${result}?order=${encodeURIComponent(orderNumber)}`;
}

/** What came of capturing a PayPal payment after the shopper approved it. */
export type CaptureOutcome =
  /** Paid, or held by PayPal for review ("Paid temporarily"): the success page. */
  | { readonly kind: 'paid' }
  /** PayPal refused the money, or took another amount (given back): approve again at PayPal. */
  | { readonly kind: 'declined'; readonly reason: 'declined' | 'mismatch' }
  /** The order was cancelled meanwhile (by the shopper, or because the time ran out). */
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'signed-out' }
  | { readonly kind: 'failed' };

/**
 * A refused capture as the return page handles it: 402 `payment_declined` or `payment_mismatch`
 * leave the order "Not paid yet" with its PayPal link; 409 `order_cancelled` ends it.
 *
 * @example captureRefusal(new ApiError(402, 'payment_mismatch', '…')) // { kind: 'declined', reason: 'mismatch' }
 */
export function captureRefusal(error: unknown): CaptureOutcome {
  if (!(error instanceof ApiError)) return { kind: 'failed' };
  if (error.status === 401) return { kind: 'signed-out' };
  if (error.code === 'payment_declined') return { kind: 'declined', reason: 'declined' };
  if (error.code === 'payment_mismatch') return { kind: 'declined', reason: 'mismatch' };
  if (error.code === 'order_cancelled') return { kind: 'cancelled' };
  return { kind: 'failed' };
}
