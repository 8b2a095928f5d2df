import { useEffect } from 'react';
import { useSession } from '../account/session-store';
import { useCatalogLocale } from '../catalog/use-catalog-locale';
import { repriceGuestCart, syncCart, useCart } from './cart-store';

/**
 * Keeps the cart in step with who is shopping and in which language and currency: the server
 * cart after sign-in (with the guest cart merged in), the local one for a guest, re-priced
 * when the currency changes.
 */
export function CartSync() {
  const session = useSession();
  const { lang, currency } = useCatalogLocale();
  const guest = useCart().mode === 'guest';

  useEffect(() => {
    syncCart(session, { lang, currency });
  }, [session, lang, currency]);

  useEffect(() => {
    if (guest) void repriceGuestCart({ lang, currency });
  }, [guest, lang, currency]);

  return null;
}
