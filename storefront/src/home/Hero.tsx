import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BasketIcon } from '../icons/BasketIcon';
import { categoryShowcaseId } from './CategoryShowcase';

export function Hero() {
  const { t } = useTranslation();
  return (
    <section className="hero">
      <div className="container hero__inner">
        <div className="hero__text">
          <h1>{t('home.title')}</h1>
          <p className="hero__description">{t('home.description')}</p>
          <Link className="button" to={{ hash: categoryShowcaseId }}>
            {t('home.browseCategories')}
          </Link>
        </div>
        <div className="hero__art">
          <BasketIcon />
        </div>
      </div>
    </section>
  );
}
