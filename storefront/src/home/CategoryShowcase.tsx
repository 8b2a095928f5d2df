import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { categories } from '../catalog/categories';
import { CategoryIcon } from '../icons/CategoryIcon';

/** The hero's call to action scrolls here. */
export const categoryShowcaseId = 'categories';

export function CategoryShowcase() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section id={categoryShowcaseId} className="container showcase" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('home.categoriesTitle')}</h2>
      <ul className="showcase__grid">
        {categories.map((category) => (
          <li key={category}>
            <Link className="showcase__tile" to={`/collection/${category}`}>
              <CategoryIcon category={category} className="showcase__icon" />
              <span>{t(`categories.${category}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
