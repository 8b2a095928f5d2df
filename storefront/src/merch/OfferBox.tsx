import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CloseIcon } from '../icons/CloseIcon';
import { offerMemory } from './offer-memory';
import { markDismissed, markSeen, mayOffer, offerKeys } from './offer-rules';

/** How long a shopper browses the home page before the box slides in. */
const delayMs = 20_000;

/**
 * The sliding offer box: after a while on the home page it slides in from the bottom corner at
 * the start side, without blocking the page; once closed it stays closed for this shopper.
 */
export function OfferBox() {
  const { t } = useTranslation();
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
  if (!shown) return null;
  const close = () => {
    markDismissed(offerMemory, offerKeys.offerBox);
    setShown(false);
  };
  return (
    <aside className="offer-box" aria-labelledby="offer-box-title">
      <button type="button" className="icon-button offer-box__close" onClick={close}>
        <CloseIcon />
        <span className="visually-hidden">{t('offerBox.close')}</span>
      </button>
      <h2 id="offer-box-title">{t('offerBox.title')}</h2>
      <p>{t('offerBox.message')}</p>
      <Link className="button" to="/collection/all" onClick={() => setShown(false)}>
        {t('offerBox.shop')}
      </Link>
    </aside>
  );
}
