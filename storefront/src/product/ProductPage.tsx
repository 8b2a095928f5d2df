import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isNotFound } from '../api/use-resource';
import { isCategory } from '../catalog/categories';
import { useCategories, useProductDetail } from '../catalog/use-catalog';
import { NotFoundPage } from '../errors/NotFoundPage';
import { StatusMessage } from '../errors/StatusMessage';
import { ProductPageSkeleton } from './ProductPageSkeleton';
import { ProductView } from './ProductView';

function productId(param: string | undefined): number | undefined {
  const id = Number(param);
  return param && /^\d+$/.test(param) && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** `/product/:id`; an id the catalogue does not have is the not-found page. */
export function ProductPage() {
  const { t } = useTranslation();
  const id = productId(useParams().id);
  const { data, error } = useProductDetail(id);
  const categories = useCategories();
  if (id === undefined || isNotFound(error)) return <NotFoundPage />;
  if (error) {
    return <StatusMessage status={500} title={t('error.title')} message={t('error.message')} />;
  }
  if (!data) return <ProductPageSkeleton />;
  const categoryTitle =
    data.categoryTitle ??
    categories.data?.find(({ cid }) => cid === data.category)?.title ??
    (isCategory(data.category) ? t(`categories.${data.category}`) : data.category);
  return <ProductView key={data.id} product={data} categoryTitle={categoryTitle} />;
}
