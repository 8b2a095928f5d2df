import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductThumbnail } from '../catalog/ProductThumbnail';
import { useSearchResults } from '../catalog/use-catalog';
import { formatPrice } from '../money/format-price';

/** The overlay's result list (at most 350 px high, then it scrolls). */
export function SearchSuggestions({ keyword, onPick }: { keyword: string; onPick: () => void }) {
  const { t } = useTranslation();
  const { data, loading } = useSearchResults(keyword.trim().toLowerCase(), 1);
  if (keyword.trim() === '') return <p className="search-overlay__hint">{t('search.hint')}</p>;
  if (loading || !data) return <p className="search-overlay__hint">{t('search.searching')}</p>;
  if (data.items.length === 0) {
    return (
      <p className="search-overlay__hint" role="status">
        {t('search.noResults', { keyword: keyword.trim() })}
      </p>
    );
  }
  return (
    <>
      <p className="visually-hidden" role="status">
        {t('catalog.total', { count: data.total })}
      </p>
      <ul className="search-results">
        {data.items.map((product) => (
          <li key={product.id}>
            <Link to={`/product/${product.id}`} onClick={onPick}>
              <ProductThumbnail product={product} className="search-results__image" />
              <span className="search-results__title">{product.title}</span>
              <span className="search-results__price">
                {formatPrice(product.charged, product.currency)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {data.total > data.items.length && (
        <Link
          className="search-overlay__all"
          to={`/s?${new URLSearchParams({ keyword: keyword.trim() })}`}
          onClick={onPick}
        >
          {t('search.seeAll', { count: data.total })}
        </Link>
      )}
    </>
  );
}
