import type { CurrencyCode } from '@shop/core/shared';
import { useTranslation } from 'react-i18next';
import { formatPrice } from './format-price';

/** The charged price, and the list price struck through when there is a discount. */
export function PriceTag({
  charged,
  price,
  currency,
  className = '',
}: {
  charged: number;
  price: number;
  currency: CurrencyCode;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <p className={`price-tag ${className}`}>
      <span className="visually-hidden">{t('catalog.price')} </span>
      <strong className="price-tag__charged">{formatPrice(charged, currency)}</strong>
      {price > charged && (
        <del className="price-tag__original">
          <span className="visually-hidden">{t('catalog.originalPrice')} </span>
          {formatPrice(price, currency)}
        </del>
      )}
    </p>
  );
}
