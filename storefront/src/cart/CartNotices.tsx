import { useTranslation } from 'react-i18next';
import { formatPrice } from '../money/format-price';
import { titleWithVariant } from '../money/product-price';
import type { PriceChange, SoldOutItem } from './cart';

/** The spec's two checkout warnings, each with the lines it is about. */
export function CartNotices({
  priceChanges,
  soldOutItems,
}: {
  priceChanges: readonly PriceChange[];
  soldOutItems: readonly SoldOutItem[];
}) {
  const { t } = useTranslation();
  return (
    <>
      {priceChanges.length > 0 && (
        <div className="notice notice--warning cart-notice" role="alert">
          <p>{t('cart.priceChangesTitle')}</p>
          <ul>
            {priceChanges.map((change) => (
              <li key={`${change.title}-${change.oldPrice}-${change.newPrice}`} dir="auto">
                {t('cart.priceChange', {
                  title: titleWithVariant(change.title, change.variantName),
                  oldPrice: formatPrice(change.oldPrice, change.currencyCode),
                  newPrice: formatPrice(change.newPrice, change.currencyCode),
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {soldOutItems.length > 0 && (
        <div className="notice notice--warning cart-notice" role="alert">
          <p>{t('cart.soldOutTitle')}</p>
          <ul>
            {soldOutItems.map((item) => (
              <li key={`${item.title}-${item.availableQty}-${item.cartQty}`} dir="auto">
                {item.availableQty > 0
                  ? t('cart.soldOutLine', {
                      title: item.title,
                      available: item.availableQty,
                      wanted: item.cartQty,
                    })
                  : t('cart.soldOutGone', { title: item.title })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
