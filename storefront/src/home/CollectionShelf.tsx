import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { collectionLabelKeys } from '../catalog/collection-labels';
import type { CollectionLabel } from '../catalog/product';
import { CollectionProducts } from './CollectionProducts';

/** A titled grid of one collection label's products. */
export function CollectionShelf({ label }: { label: CollectionLabel }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="container home-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(`collections.${collectionLabelKeys[label]}`)}</h2>
      <CollectionProducts label={label} count={4} />
    </section>
  );
}
