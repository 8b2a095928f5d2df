import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductGrid } from '../catalog/ProductGrid';
import { useProductList } from '../catalog/use-catalog';
import { Modal } from '../ui/Modal';
import { offerMemory } from './offer-memory';
import { markDismissed, offerKeys } from './offer-rules';

/** The exit-intent offer: what is on sale now, before the shopper goes. */
export default function ExitIntentOffer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const sale = useProductList({ collection: 'on sale', pageSize: 4 });
  const dismiss = () => {
    markDismissed(offerMemory, offerKeys.exitIntent);
    onClose();
  };
  return (
    <Modal open onClose={dismiss} title={t('exitOffer.title')} closeLabel={t('modal.close')}>
      <p>{t('exitOffer.message')}</p>
      {sale.data && sale.data.items.length > 0 && <ProductGrid products={sale.data.items} />}
      <div className="added-to-cart__actions">
        <Link className="button" to="/collection/all" onClick={onClose}>
          {t('exitOffer.shop')}
        </Link>
        <button type="button" className="button button--outline" onClick={dismiss}>
          {t('exitOffer.noThanks')}
        </button>
      </div>
    </Modal>
  );
}
