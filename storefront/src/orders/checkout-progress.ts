import { ApiError } from '../api/client';
import { isNotFound } from '../api/use-resource';
import { wait } from '../timing/wait';
import type { OrderProgress } from './order';
import { paymentKey, statusKey } from './order-display';

/** What the checkout does next with a placed order. */
export type CheckoutStage =
  /** Off to PayPal to approve the payment. */
  | { readonly kind: 'paypal'; readonly approvalUrl: string }
  /** Paid (from the wallet, or PayPal holds it for review): the success page. */
  | { readonly kind: 'paid' }
  /** It could not get under way (stock, balance, PayPal): the note says why. */
  | { readonly kind: 'cancelled'; readonly note?: string }
  /** Stock and the payment link are still being set up. */
  | { readonly kind: 'processing' };

/**
 * Where a just-placed order stands for the checkout.
 *
 * @example checkoutStage({ ..., inProgress: true }) // { kind: 'processing' }
 */
export function checkoutStage(order: OrderProgress): CheckoutStage {
  if (statusKey(order.status) === 'cancelled') return { kind: 'cancelled', note: order.note };
  const payment = paymentKey(order.paymentStatus);
  if (payment === 'paid' || payment === 'paidTemporarily') return { kind: 'paid' };
  if (order.approvalUrl) return { kind: 'paypal', approvalUrl: order.approvalUrl };
  return { kind: 'processing' };
}

export interface WaitOptions {
  /** How long to keep asking before the page says it takes longer than usual. */
  readonly timeoutMs?: number;
  readonly sleep?: (ms: number) => Promise<void>;
  readonly now?: () => number;
  readonly signal?: AbortSignal;
}

/** Not there yet (404), no connection, or a server that will answer again shortly. */
function worthAskingAgain(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  return error instanceof ApiError && (isNotFound(error) || error.status >= 500);
}

/** Asks again after 1 s, then a little later each time, never more than 3 s apart. */
export function pollDelay(attempt: number): number {
  return Math.min(1000 + attempt * 500, 3000);
}

/**
 * Asks for the order until the checkout can go on (see {@link checkoutStage}) or `timeoutMs`
 * pass. A 404 (the order list has not caught up yet), a lost connection or a server error is
 * asked again; any other refusal (a lost session) or an abort ends the wait by throwing.
 *
 * @example
 * const { order, stage } = await waitForCheckout(() => fetchOrder(number));
 */
export async function waitForCheckout<T extends OrderProgress>(
  load: () => Promise<T>,
  { timeoutMs = 60_000, sleep = wait, now = Date.now, signal }: WaitOptions = {},
): Promise<{ readonly order?: T; readonly stage: CheckoutStage }> {
  const start = now();
  let last: T | undefined;
  for (let attempt = 0; ; attempt += 1) {
    signal?.throwIfAborted();
    try {
      last = await load();
      const stage = checkoutStage(last);
      if (stage.kind !== 'processing') return { order: last, stage };
    } catch (error) {
      if (signal?.aborted || !worthAskingAgain(error)) throw error;
    }
    if (now() - start >= timeoutMs) return { order: last, stage: { kind: 'processing' } };
    await sleep(pollDelay(attempt));
  }
}
