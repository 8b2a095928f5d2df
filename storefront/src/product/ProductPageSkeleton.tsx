import { useTranslation } from 'react-i18next';

export function ProductPageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="container product-page" aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('product.loading')}
      </p>
      <div className="product-page__main skeleton" aria-hidden="true">
        <div className="skeleton__image" />
        <div>
          <div className="skeleton__line" />
          <div className="skeleton__line skeleton__line--short" />
          <div className="skeleton__line" />
        </div>
      </div>
    </div>
  );
}
