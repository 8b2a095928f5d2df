import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronEndIcon } from '../icons/ChevronEndIcon';
import { ChevronStartIcon } from '../icons/ChevronStartIcon';
import { pageWindow } from './page-window';

/** Page links; `hrefFor` keeps the rest of the URL (filters, order) as it is. */
export function Pagination({
  page,
  pages,
  hrefFor,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('catalog.pagination')}>
      <ul>
        <li>
          {page > 1 ? (
            <Link className="pagination__step icon-directional" to={hrefFor(page - 1)}>
              <ChevronStartIcon />
              <span className="visually-hidden">{t('catalog.previousPage')}</span>
            </Link>
          ) : null}
        </li>
        {pageWindow(page, pages).map((link, index) =>
          link === 'gap' ? (
            // Gaps have no identity beyond their position.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={link}>
              <Link
                to={hrefFor(link)}
                aria-current={link === page ? 'page' : undefined}
                aria-label={t('catalog.pageNumber', { page: link })}
              >
                {link}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link className="pagination__step icon-directional" to={hrefFor(page + 1)}>
              <ChevronEndIcon />
              <span className="visually-hidden">{t('catalog.nextPage')}</span>
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
