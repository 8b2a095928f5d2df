import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { categoryShowcaseId } from './CategoryShowcase';
import { HeroSlider } from './HeroSlider';

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
        <HeroSlider />
      </div>
    </section>
  );
}
