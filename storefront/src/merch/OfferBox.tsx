import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CloseIcon } from '../icons/CloseIcon';
import { offerMemory } from './offer-memory';
import { markDismissed, offerKeys } from './offer-rules';

/**
 * The sliding offer box (`use-offer-box.ts` says when): it slides in from the bottom corner at
 * the start side without blocking the page; once closed it stays closed for this shopper.
 */
export default function OfferBox({ onHide }: { onHide: () => void }) {
  const { t } = useTranslation();
  const close = () => {
    markDismissed(offerMemory, offerKeys.offerBox);
    onHide();
  };
  return (
    <aside className="offer-box" aria-labelledby="offer-box-title">
      <button type="button" className="icon-button offer-box__close" onClick={close}>
        <CloseIcon />
        <span className="visually-hidden">{t('offerBox.close')}</span>
      </button>
      <h2 id="offer-box-title">{t('offerBox.title')}</h2>
      <p>{t('offerBox.message')}</p>
      <Link className="button" to="/collection/all" onClick={onHide}>
        {t('offerBox.shop')}
      </Link>
    </aside>
  );
}
