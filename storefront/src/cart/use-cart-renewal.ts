import { useEffect, useRef, useState } from 'react';
import { renewCart, useCart } from './cart-store';

/**
 * Renews the cart against today's prices and stock once it has loaded (the cart page and the
 * checkout do, spec §4), again after a currency change. True while that is under way.
 */
export function useCartRenewal(): boolean {
  const { mode, status, currency, items } = useCart();
  const ready = mode === 'server' && status === 'ready' && items.length > 0;
  const renewedFor = useRef<string>(undefined);
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    if (!ready || renewedFor.current === currency) return;
    renewedFor.current = currency;
    setChecking(true);
    void renewCart().finally(() => setChecking(false));
  }, [ready, currency]);

  return checking;
}
