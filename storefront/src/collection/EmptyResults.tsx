import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function EmptyResults({
  filtered,
  onClear,
  firstPage,
}: {
  filtered: boolean;
  onClear: () => void;
  /** Set when the shopper is past the last page; links back to page 1. */
  firstPage?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="empty-state">
      <h2>{filtered ? t('catalog.emptyFiltered') : t('catalog.emptyCollection')}</h2>
      {filtered && <p>{t('catalog.emptyHint')}</p>}
      {firstPage ? (
        <Link className="button" to={firstPage}>
          {t('catalog.firstPage')}
        </Link>
      ) : filtered ? (
        <button type="button" className="button" onClick={onClear}>
          {t('catalog.clearFilters')}
        </button>
      ) : (
        <Link className="button" to="/collection/all">
          {t('catalog.allProducts')}
        </Link>
      )}
    </div>
  );
}
