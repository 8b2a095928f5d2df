import { useTranslation } from 'react-i18next';
import { CategoryShowcase } from './CategoryShowcase';
import { Hero } from './Hero';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      {/* React hoists these into <head> and removes them when the page goes away. */}
      <title>{t('home.title')}</title>
      <meta name="description" content={t('home.description')} />
      <Hero />
      <CategoryShowcase />
    </>
  );
}
