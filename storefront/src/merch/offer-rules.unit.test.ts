import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../storage/key-value-storage';
import {
  isCheckoutPage,
  leavesThroughTop,
  markDismissed,
  markSeen,
  mayOffer,
  offerKeys,
} from './offer-rules';

const fresh = () => ({ visit: memoryStorage(), visitor: memoryStorage() });

describe('the exit-intent offer', () => {
  it('shows when the pointer leaves through the top of the page', () => {
    expect(leavesThroughTop({ clientY: -2, relatedTarget: null })).toBe(true);
    expect(leavesThroughTop({ clientY: 0, relatedTarget: null })).toBe(true);
  });

  it('does not show when the pointer moves to another element or leaves by a side', () => {
    expect(leavesThroughTop({ clientY: -2, relatedTarget: {} })).toBe(false);
    expect(leavesThroughTop({ clientY: 300, relatedTarget: null })).toBe(false);
  });

  it('shows once per visit', () => {
    const memory = fresh();
    expect(mayOffer(memory, offerKeys.exitIntent, '/')).toBe(true);
    markSeen(memory, offerKeys.exitIntent);
    expect(mayOffer(memory, offerKeys.exitIntent, '/')).toBe(false);
    expect(mayOffer({ ...memory, visit: memoryStorage() }, offerKeys.exitIntent, '/')).toBe(true);
  });

  it('never shows again to a shopper who dismissed it, in a later visit too', () => {
    const memory = fresh();
    markDismissed(memory, offerKeys.exitIntent);
    expect(mayOffer({ ...memory, visit: memoryStorage() }, offerKeys.exitIntent, '/')).toBe(false);
    expect(mayOffer(memory, offerKeys.offerBox, '/')).toBe(true);
  });

  it('never shows while the shopper pays', () => {
    expect(isCheckoutPage('/page/account/checkout')).toBe(true);
    expect(isCheckoutPage('/page/order-success')).toBe(true);
    expect(mayOffer(fresh(), offerKeys.exitIntent, '/page/account/PayPal')).toBe(false);
    expect(mayOffer(fresh(), offerKeys.exitIntent, '/collection/all')).toBe(true);
  });
});
