import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { offerMemory } from './offer-memory';
import { leavesThroughTop, markSeen, mayOffer, offerKeys } from './offer-rules';

/** A pointer that can leave the page: a desktop's mouse, not a finger. */
function hasFinePointer(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(pointer: fine)').matches;
}

/**
 * Whether the exit-intent offer is open: it opens when a desktop shopper's mouse leaves through
 * the top of the page, at most once per visit (`offer-rules.ts`).
 */
export function useExitIntent(): [boolean, () => void] {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (open || !hasFinePointer() || !mayOffer(offerMemory, offerKeys.exitIntent, pathname)) {
      return;
    }
    function onMouseOut(event: MouseEvent) {
      if (!leavesThroughTop(event)) return;
      markSeen(offerMemory, offerKeys.exitIntent);
      setOpen(true);
    }
    document.documentElement.addEventListener('mouseout', onMouseOut);
    return () => document.documentElement.removeEventListener('mouseout', onMouseOut);
  }, [open, pathname]);
  return [open, () => setOpen(false)];
}
