import { useTranslation } from 'react-i18next';
import { Link, useMatch } from 'react-router';
import { collectionLayouts } from '../catalog/collection-layout';
import { productLayouts } from '../product/product-layout';

/** Products the layout links show when the shopper is not on a product page. */
const sampleProductId = '1';

/**
 * The spec's layout sections: a link to each collection and product page layout, which are
 * routes of the one collection page and the one product page.
 */
export function LayoutLinks({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const product = useMatch('/product/:id')?.params.id ?? sampleProductId;
  const collection = useMatch('/collection/:cid')?.params.cid ?? 'all';
  return (
    <>
      <section>
        <h3>{t('layouts.collectionTitle')}</h3>
        <ul className="layout-links">
          {collectionLayouts.map((layout) => (
            <li key={layout}>
              <Link to={`/collection/${collection}?layout=${layout}`} onClick={onNavigate}>
                {t(`layouts.collection.${layout}`)}
              </Link>
            </li>
          ))}
          <li>
            <Link to={`/collection/${collection}?view=list`} onClick={onNavigate}>
              {t('layouts.collection.list-view')}
            </Link>
          </li>
        </ul>
      </section>
      <section>
        <h3>{t('layouts.productTitle')}</h3>
        <ul className="layout-links">
          {productLayouts.map((layout) => (
            <li key={layout}>
              <Link to={`/product/${product}?layout=${layout}`} onClick={onNavigate}>
                {t(`layouts.product.${layout}`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
