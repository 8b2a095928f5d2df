import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isCategory } from '../catalog/categories';
import { layoutShape } from '../catalog/collection-layout';
import {
  type CollectionQuery,
  clearFilters,
  collectionSearchParams,
  hasFilters,
} from '../catalog/collection-query';
import { ProductGrid } from '../catalog/ProductGrid';
import { ProductGridSkeleton } from '../catalog/ProductGridSkeleton';
import { useCategories, useProductList } from '../catalog/use-catalog';
import { NotFoundPage } from '../errors/NotFoundPage';
import { ActiveFilters } from './ActiveFilters';
import { CollectionToolbar } from './CollectionToolbar';
import { EmptyResults } from './EmptyResults';
import { FilterSidebar } from './FilterSidebar';
import { Pagination } from './Pagination';
import { ResultSummary } from './ResultSummary';
import { useCollectionQuery } from './use-collection-query';

/**
 * `/collection/:cid` (and `/collection/all`): a category's products with filters, laid out as
 * `?layout=` asks (`catalog/collection-layout.ts`).
 */
export function CollectionPage() {
  const { t } = useTranslation();
  const { cid = 'all' } = useParams();
  const [query, setQuery] = useCollectionQuery();
  const categories = useCategories();
  const list = useProductList({ cid, query });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filterButton = useRef<HTMLButtonElement>(null);
  const closeFilters = useCallback(() => setFiltersOpen(false), []);
  const change = useCallback((next: CollectionQuery) => setQuery(next), [setQuery]);

  const category = categories.data?.find((entry) => entry.cid === cid);
  if (cid !== 'all' && categories.data && !category) return <NotFoundPage />;
  const title =
    cid === 'all'
      ? t('catalog.allProducts')
      : (category?.title ?? (isCategory(cid) ? t(`categories.${cid}`) : cid));

  const page = list.data ?? list.latest;
  const shape = layoutShape(query.layout);
  const layoutClasses = [
    shape.fullWidth ? 'container container--wide' : 'container',
    'collection',
    `collection--sidebar-${shape.sidebar}`,
    `collection--columns-${shape.columns}`,
  ].join(' ');
  const hrefFor = (number: number) => `?${collectionSearchParams({ ...query, page: number })}`;

  return (
    <div className={layoutClasses}>
      <title>{`${title} | ${t('shop.name')}`}</title>
      <h1 className="page-title">{title}</h1>
      <div className="collection__layout">
        <FilterSidebar
          cid={cid}
          query={query}
          onChange={change}
          open={filtersOpen}
          onClose={closeFilters}
          opener={filterButton}
        />
        <section className="collection__results" aria-labelledby="collection-results-title">
          <h2 id="collection-results-title" className="visually-hidden">
            {t('catalog.products')}
          </h2>
          <CollectionToolbar
            query={query}
            onChange={change}
            filtersOpen={filtersOpen}
            onOpenFilters={() => setFiltersOpen(true)}
            filterButton={filterButton}
          />
          <ActiveFilters query={query} onChange={change} />
          {!page ? (
            list.error ? (
              <p className="notice">{t('catalog.unavailable')}</p>
            ) : (
              <ProductGridSkeleton count={query.pageSize > 12 ? 12 : 8} />
            )
          ) : (
            <>
              <ResultSummary page={page} />
              {page.items.length === 0 && !list.loading ? (
                <EmptyResults
                  filtered={hasFilters(query)}
                  onClear={() => change(clearFilters(query))}
                  firstPage={query.page > 1 && page.total > 0 ? hrefFor(1) : undefined}
                />
              ) : (
                <ProductGrid
                  products={page.items}
                  view={query.view}
                  busy={list.loading}
                  metro={shape.metro}
                />
              )}
              <Pagination page={page.page} pages={page.pages} hrefFor={hrefFor} />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
