import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductThumbnail } from '../catalog/ProductThumbnail';
import type { Product } from '../catalog/product';
import { PriceTag } from '../money/PriceTag';

/** The sidebar of the sidebar layouts: related products in brief. */
export function ProductSidebar({ related }: { related: readonly Product[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <aside className="product-sidebar" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('layouts.sidebarTitle')}</h2>
      {related.length === 0 ? (
        <p>{t('layouts.sidebarEmpty')}</p>
      ) : (
        <ul>
          {related.slice(0, 5).map((item) => (
            <li key={item.id} className="product-sidebar__item">
              <ProductThumbnail product={item} className="product-sidebar__image" />
              <div>
                <Link to={`/product/${item.id}`} dir="auto">
                  {item.title}
                </Link>
                <PriceTag charged={item.charged} price={item.price} currency={item.currency} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
