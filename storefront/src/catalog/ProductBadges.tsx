import { useTranslation } from 'react-i18next';
import type { Product } from './product';

export function ProductBadges({ product }: { product: Product }) {
  const { t } = useTranslation();
  const discount = Number(product.discount);
  return (
    <ul className="product-badges">
      {product.stock <= 0 && <li className="badge badge--sold-out">{t('catalog.soldOut')}</li>}
      {product.new && <li className="badge badge--new">{t('catalog.new')}</li>}
      {product.sale && discount > 0 && (
        <li className="badge badge--sale">{t('catalog.discount', { discount })}</li>
      )}
    </ul>
  );
}
