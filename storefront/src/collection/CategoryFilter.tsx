import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  type CollectionQuery,
  clearFilters,
  collectionSearchParams,
} from '../catalog/collection-query';
import { useCategories } from '../catalog/use-catalog';
import { FilterBlock } from './FilterBlock';

/** Another category keeps the order and layout but not the filters, which are per category. */
export function CategoryFilter({ cid, query }: { cid: string; query: CollectionQuery }) {
  const { t } = useTranslation();
  const { data } = useCategories();
  if (!data || data.length === 0) return null;
  const search = collectionSearchParams(clearFilters(query)).toString();
  return (
    <FilterBlock title={t('catalog.categories')}>
      <ul className="category-filter">
        {data.map((category) => (
          <li key={category.cid}>
            <Link
              to={{ pathname: `/collection/${category.cid}`, search }}
              aria-current={category.cid === cid ? 'page' : undefined}
            >
              <span>{category.title}</span>
              <span className="count-badge">{category.badgeValue}</span>
            </Link>
          </li>
        ))}
      </ul>
    </FilterBlock>
  );
}
