import { useTranslation } from 'react-i18next';
import type { Product } from '../catalog/product';
import { SearchIcon } from '../icons/SearchIcon';
import { openQuickView } from './merch-events';

/** On a product box: opens the quick view of its product. */
export function QuickViewButton({ product }: { product: Product }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="icon-button quick-view-button"
      aria-haspopup="dialog"
      onClick={() => openQuickView(product.id)}
    >
      <SearchIcon />
      <span className="visually-hidden">{t('quickView.open', { title: product.title })}</span>
    </button>
  );
}
