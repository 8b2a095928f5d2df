import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductThumbnail } from '../catalog/ProductThumbnail';
import type { Product } from '../catalog/product';
import { isColor } from '../catalog/product';
import { ProductPrice } from '../money/ProductPrice';
import { StockIndicator } from '../product/StockIndicator';
import { colorsOf, sizesOf } from '../product/variant-selection';
import { useStore } from '../storage/store';
import { EmptyList } from './EmptyList';
import { compareList } from './saved-lists';
import { useFreshCopies } from './use-fresh-copies';

/** `/page/compare`: the saved products side by side, one column each. */
export function ComparePage() {
  const { t } = useTranslation();
  const saved = useStore(compareList.store);
  const products = useFreshCopies(saved);
  const colorName = (value: string) => (isColor(value) ? t(`colors.${value}`) : value);
  const rows: readonly { label: string; cell: (product: Product) => ReactNode }[] = [
    {
      label: t('catalog.price'),
      cell: (product) => <ProductPrice product={product} />,
    },
    { label: t('saved.availability'), cell: (product) => <StockIndicator stock={product.stock} /> },
    { label: t('catalog.brand'), cell: (product) => product.brand },
    {
      label: t('product.category'),
      cell: (product) => product.categoryTitle ?? product.category,
    },
    { label: t('catalog.size'), cell: (product) => sizesOf(product).join(', ') },
    { label: t('catalog.color'), cell: (product) => colorsOf(product).map(colorName).join(', ') },
    { label: t('catalog.tags'), cell: (product) => product.tags.join(', ') },
  ];
  return (
    <div className="container saved-page">
      <title>{`${t('saved.compareTitle')} | ${t('shop.name')}`}</title>
      <h1 className="page-title">{t('saved.compareTitle')}</h1>
      {products.length === 0 ? (
        <EmptyList message={t('saved.compareEmpty')} />
      ) : (
        <section
          className="compare-table"
          aria-label={t('saved.compareTitle')}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls sideways on small screens, and keyboards must be able to scroll it
          tabIndex={0}
        >
          <table>
            <thead>
              <tr>
                <td />
                {products.map((product) => (
                  <th key={product.id} scope="col">
                    <ProductThumbnail product={product} className="compare-table__image" />
                    <Link to={`/product/${product.id}`}>{product.title}</Link>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map(({ label, cell }) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  {products.map((product) => (
                    <td key={product.id}>{cell(product)}</td>
                  ))}
                </tr>
              ))}
              <tr>
                <td />
                {products.map((product) => (
                  <td key={product.id}>
                    <button
                      type="button"
                      className="button button--outline"
                      aria-label={t('saved.removeFromCompare', { title: product.title })}
                      onClick={() => compareList.remove(product)}
                    >
                      {t('saved.remove')}
                    </button>
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}
