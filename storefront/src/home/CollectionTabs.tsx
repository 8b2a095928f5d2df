import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { collectionLabelKeys } from '../catalog/collection-labels';
import type { CollectionLabel } from '../catalog/product';
import { Tabs } from '../ui/Tabs';
import { CollectionProducts } from './CollectionProducts';

const tabLabels = [
  'new products',
  'best sellers',
  'featured products',
  'on sale',
  'trending product',
] as const satisfies readonly CollectionLabel[];

/** The collection labels as tabs; a tab loads its products when it is opened. */
export function CollectionTabs() {
  const { t } = useTranslation();
  const headingId = useId();
  const [selected, setSelected] = useState<(typeof tabLabels)[number]>(tabLabels[0]);
  const items = tabLabels.map((label) => ({
    key: label,
    label: t(`collections.${collectionLabelKeys[label]}`),
  }));
  return (
    <section className="container home-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('home.specialProducts')}</h2>
      <Tabs
        label={t('home.specialProducts')}
        items={items}
        selected={selected}
        onSelect={setSelected}
      >
        <CollectionProducts label={selected} count={8} />
      </Tabs>
    </section>
  );
}
