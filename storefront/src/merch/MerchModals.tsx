import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useStore } from '../storage/store';
import { addedProduct, closeMerchModals, quickViewProduct } from './merch-events';
import { useExitIntent } from './use-exit-intent';
import { useOfferBox } from './use-offer-box';

// Each modal is its own chunk, fetched the first time it opens: the first load carries none.
const QuickViewModal = lazy(() => import('./QuickViewModal'));
const AddedToCartModal = lazy(() => import('./AddedToCartModal'));
const ExitIntentOffer = lazy(() => import('./ExitIntentOffer'));
const OfferBox = lazy(() => import('./OfferBox'));

/**
 * The quick view, the add-to-cart confirmation and the offers (exit intent, the sliding box),
 * over whichever page asked for them.
 */
export function MerchModals() {
  const quickView = useStore(quickViewProduct);
  const added = useStore(addedProduct);
  const { pathname } = useLocation();
  const [exitOffer, closeExitOffer] = useExitIntent();
  const [offerBox, hideOfferBox] = useOfferBox();
  useEffect(() => {
    if (pathname) closeMerchModals();
  }, [pathname]);
  return (
    <Suspense fallback={null}>
      {quickView !== undefined && (
        <QuickViewModal productId={quickView} onClose={() => quickViewProduct.set(undefined)} />
      )}
      {added && <AddedToCartModal product={added} onClose={() => addedProduct.set(undefined)} />}
      {exitOffer && <ExitIntentOffer onClose={closeExitOffer} />}
      {offerBox && <OfferBox onHide={hideOfferBox} />}
    </Suspense>
  );
}
