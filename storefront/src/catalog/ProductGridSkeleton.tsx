import { useTranslation } from 'react-i18next';

/** Grey cards in place of the products while the first answer is on its way. */
export function ProductGridSkeleton({ count = 4 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div className="product-grid product-grid--grid" aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('catalog.loading')}
      </p>
      {Array.from({ length: count }, (_, index) => (
        // The cards are identical placeholders; their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={index} className="product-card skeleton" aria-hidden="true">
          <div className="skeleton__image" />
          <div className="skeleton__line" />
          <div className="skeleton__line skeleton__line--short" />
        </div>
      ))}
    </div>
  );
}
