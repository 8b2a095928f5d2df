import { useTranslation } from 'react-i18next';
import type { Product, Variant } from '../catalog/product';
import { formatPrice } from './format-price';
import { PriceTag } from './PriceTag';
import { lowestOfRange, unitPriceOf } from './product-price';

/**
 * A product's price wherever a product is shown: the picked variant's price on the product page
 * (it follows the picker), "from" the cheapest variant in a product box whose variants are
 * priced apart, otherwise the charged price with the list price struck through on sale.
 */
export function ProductPrice({
  product,
  variant,
  className = '',
}: {
  product: Pick<Product, 'charged' | 'price' | 'chargedMin' | 'chargedMax' | 'currency'>;
  /** The picked variant; none: the product as a whole (a card, a list). */
  variant?: Pick<Variant, 'charged' | 'price'>;
  className?: string;
}) {
  const { t } = useTranslation();
  const lowest = variant ? undefined : lowestOfRange(product);
  if (lowest !== undefined) {
    return (
      <p className={`price-tag ${className}`}>
        <span className="visually-hidden">{t('catalog.price')} </span>
        <strong className="price-tag__charged">
          {t('prices.from', { price: formatPrice(lowest, product.currency) })}
        </strong>
      </p>
    );
  }
  const { charged, price } = unitPriceOf(product, variant);
  return (
    <PriceTag charged={charged} price={price} currency={product.currency} className={className} />
  );
}
