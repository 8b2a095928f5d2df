import { useTranslation } from 'react-i18next';
import { BlogStrip } from './BlogStrip';
import { CategoryShowcase } from './CategoryShowcase';
import { CollectionShelf } from './CollectionShelf';
import { CollectionTabs } from './CollectionTabs';
import { Hero } from './Hero';
import { PhotoStrip } from './PhotoStrip';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      {/* React hoists these into <head> and removes them when the page goes away. */}
      <title>{t('home.title')}</title>
      <meta name="description" content={t('home.description')} />
      <Hero />
      <CategoryShowcase />
      <CollectionShelf label="new arrival" />
      <CollectionTabs />
      <BlogStrip />
      <PhotoStrip />
    </>
  );
}
