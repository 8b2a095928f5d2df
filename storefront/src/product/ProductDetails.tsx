import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '../catalog/product';

/** The details tab: brand, category, weight when the catalogue gives it, tags. */
export function ProductDetails({
  product,
  categoryTitle,
}: {
  product: Product;
  categoryTitle: string;
}) {
  const { t, i18n } = useTranslation();
  const weight =
    product.weight === undefined
      ? undefined
      : new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'gram' }).format(
          product.weight,
        );
  return (
    <dl className="product-details">
      {product.brand && (
        <>
          <dt>{t('catalog.brand')}</dt>
          <dd>{product.brand}</dd>
        </>
      )}
      {product.category && (
        <>
          <dt>{t('product.category')}</dt>
          <dd>
            <Link to={`/collection/${product.category}`}>{categoryTitle}</Link>
          </dd>
        </>
      )}
      {weight && (
        <>
          <dt>{t('product.weight')}</dt>
          <dd>{weight}</dd>
        </>
      )}
      {product.tags.length > 0 && (
        <>
          <dt>{t('catalog.tags')}</dt>
          <dd>
            <ul className="tag-list">
              {product.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          </dd>
        </>
      )}
    </dl>
  );
}
