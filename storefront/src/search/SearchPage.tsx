import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ProductGrid } from '../catalog/ProductGrid';
import { ProductGridSkeleton } from '../catalog/ProductGridSkeleton';
import { useSearchResults } from '../catalog/use-catalog';
import { Pagination } from '../collection/Pagination';
import { ResultSummary } from '../collection/ResultSummary';
import { SearchForm } from './SearchForm';

/** `/s?keyword=…`: an empty keyword is answered here, without asking the server. */
export function SearchPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim();
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const results = useSearchResults(keyword.toLowerCase(), page);
  const found = results.data;

  function hrefFor(number: number) {
    const next = new URLSearchParams({ keyword });
    if (number > 1) next.set('page', String(number));
    return `?${next}`;
  }

  return (
    <div className="container search-page">
      <title>{`${t('search.title')} | ${t('shop.name')}`}</title>
      <h1 className="page-title">
        {keyword ? t('search.resultsFor', { keyword }) : t('search.title')}
      </h1>
      <SearchForm key={keyword} keyword={keyword} />
      {keyword === '' ? (
        <p className="notice notice--warning" role="alert">
          {t('search.keywordRequired')}
        </p>
      ) : results.error ? (
        <p className="notice">{t('catalog.unavailable')}</p>
      ) : !found ? (
        <ProductGridSkeleton count={8} />
      ) : found.items.length === 0 ? (
        <p className="notice" role="status">
          {t('search.noResults', { keyword })}
        </p>
      ) : (
        <>
          <ResultSummary page={found} />
          <ProductGrid products={found.items} />
          <Pagination page={found.page} pages={found.pages} hrefFor={hrefFor} />
        </>
      )}
    </div>
  );
}
