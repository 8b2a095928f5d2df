import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductGrid } from '../catalog/ProductGrid';
import type { Product } from '../catalog/product';

export function RelatedProducts({ products }: { products: readonly Product[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <section className="related-products" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('product.related')}</h2>
      <ProductGrid products={products} />
    </section>
  );
}
