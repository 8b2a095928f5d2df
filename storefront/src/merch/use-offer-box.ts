import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { offerMemory } from './offer-memory';
import { markSeen, mayOffer, offerKeys } from './offer-rules';

/** How long a shopper browses the home page before the offer box slides in. */
const delayMs = 20_000;

/** Whether the offer box shows: after a while on the home page, once per visit. */
export function useOfferBox(): [boolean, () => void] {
  const { pathname } = useLocation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (pathname !== '/' || !mayOffer(offerMemory, offerKeys.offerBox, pathname)) return;
    const timer = setTimeout(() => {
      markSeen(offerMemory, offerKeys.offerBox);
      setShown(true);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [pathname]);
  return [shown, () => setShown(false)];
}
