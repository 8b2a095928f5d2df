import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { categories } from '../catalog/categories';
import { useCategories } from '../catalog/use-catalog';
import { CategoryIcon } from '../icons/CategoryIcon';

/** The hero's call to action scrolls here. */
export const categoryShowcaseId = 'categories';

interface Tile {
  readonly cid: string;
  readonly title: string;
  readonly count?: number;
}

export function CategoryShowcase() {
  const { t } = useTranslation();
  const headingId = useId();
  const { data } = useCategories();
  // Until the catalogue answers (or if it cannot), the shop's own categories still lead somewhere.
  const tiles: readonly Tile[] = data
    ? data.map(({ cid, title, badgeValue }) => ({ cid, title, count: badgeValue }))
    : categories.map((cid) => ({ cid, title: t(`categories.${cid}`) }));
  return (
    <section id={categoryShowcaseId} className="container showcase" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('home.categoriesTitle')}</h2>
      <ul className="showcase__grid">
        {tiles.map(({ cid, title, count }) => (
          <li key={cid}>
            <Link className="showcase__tile" to={`/collection/${cid}`}>
              <CategoryIcon category={cid} className="showcase__icon" />
              <span>{title}</span>
              {count !== undefined && (
                <span className="count-badge">{t('home.productCount', { count })}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
