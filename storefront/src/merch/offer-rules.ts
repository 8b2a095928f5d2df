import type { KeyValueStorage } from '../storage/key-value-storage';
import { writeQuietly } from '../storage/key-value-storage';

/** Pages where a shopper is paying: no offer gets in their way there. */
const checkoutPaths = [
  '/page/account/checkout',
  '/page/account/PayPal',
  '/page/order-success',
  '/page/order-failure',
];

export function isCheckoutPage(pathname: string): boolean {
  return checkoutPaths.includes(pathname);
}

/** The pointer left the page through its top edge, towards the tabs and the address bar. */
export function leavesThroughTop(event: {
  readonly clientY: number;
  readonly relatedTarget: unknown;
}): boolean {
  return event.relatedTarget === null && event.clientY <= 0;
}

/** Where each offer remembers a shopper: `seen` for this visit, `dismissed` for good. */
export interface OfferMemory {
  readonly visit: KeyValueStorage;
  readonly visitor: KeyValueStorage;
}

export const offerKeys = {
  exitIntent: 'exitOffer',
  offerBox: 'offerBox',
} as const;
export type OfferKey = (typeof offerKeys)[keyof typeof offerKeys];

/**
 * Whether an offer may show: once per visit, never again for a shopper who dismissed it, and
 * never while they pay.
 */
export function mayOffer(memory: OfferMemory, offer: OfferKey, pathname: string): boolean {
  return (
    !isCheckoutPage(pathname) &&
    memory.visit.getItem(`${offer}Seen`) !== 'true' &&
    memory.visitor.getItem(`${offer}Dismissed`) !== 'true'
  );
}

export function markSeen(memory: OfferMemory, offer: OfferKey): void {
  writeQuietly(memory.visit, `${offer}Seen`, 'true');
}

export function markDismissed(memory: OfferMemory, offer: OfferKey): void {
  writeQuietly(memory.visitor, `${offer}Dismissed`, 'true');
}
