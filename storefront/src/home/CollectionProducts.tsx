import { useTranslation } from 'react-i18next';
import { ProductGrid } from '../catalog/ProductGrid';
import { ProductGridSkeleton } from '../catalog/ProductGridSkeleton';
import type { CollectionLabel } from '../catalog/product';
import { useProductList } from '../catalog/use-catalog';

/** The first products of a collection label, for the home page's grids and tabs. */
export function CollectionProducts({ label, count }: { label: CollectionLabel; count: number }) {
  const { t } = useTranslation();
  const { data, latest, loading, error } = useProductList({ collection: label, pageSize: count });
  const products = data ?? (loading ? undefined : latest);
  if (error) return <p className="notice">{t('catalog.unavailable')}</p>;
  if (!products) return <ProductGridSkeleton count={count} />;
  if (products.items.length === 0) return <p className="notice">{t('catalog.emptyCollection')}</p>;
  return <ProductGrid products={products.items} />;
}
