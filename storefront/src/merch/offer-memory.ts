import { browserStorage } from '../storage/key-value-storage';
import type { OfferMemory } from './offer-rules';

/** This browser's memory of the offers: the visit in sessionStorage, the visitor in localStorage. */
export const offerMemory: OfferMemory = {
  visit: browserStorage('sessionStorage'),
  visitor: browserStorage('localStorage'),
};
