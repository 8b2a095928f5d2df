import type { CurrencyCode } from '@shop/core/shared';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CartThumbnail } from '../cart/CartThumbnail';
import { CartTotals } from '../cart/CartTotals';
import type { CartItem } from '../cart/cart';
import { roundAmount } from '../cart/cart-rules';
import { formatPrice } from '../money/format-price';
import { VariantNote } from '../product/VariantNote';

/** What is being ordered and what it costs, with the order button under it. */
export function OrderSummary({
  items,
  currency,
  subTotal,
  shippingFee,
  tax,
  taxPending,
  children,
}: {
  items: readonly CartItem[];
  currency: CurrencyCode;
  subTotal: number;
  shippingFee: number | undefined;
  tax: number | undefined;
  taxPending: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="order-summary" aria-labelledby={headingId}>
      <div className="order-summary__header">
        <h2 id={headingId}>{t('checkout.summary')}</h2>
        <Link to="/page/account/cart">{t('checkout.editCart')}</Link>
      </div>
      <ul className="order-summary__items">
        {items.map((item) => (
          <li key={`${item.id}-${item.variantId ?? ''}`}>
            <CartThumbnail src={item.img} />
            <span className="order-summary__title" dir="auto">
              {item.title}
              <VariantNote name={item.variantName} />
              <span className="muted">
                {' '}
                {t('checkout.quantityTimes', { count: item.quantity })}
              </span>
            </span>
            <span className="amount">
              {formatPrice(
                roundAmount(item.charged * item.quantity, item.currencyCode),
                item.currencyCode,
              )}
            </span>
          </li>
        ))}
      </ul>
      <CartTotals
        currency={currency}
        subTotal={subTotal}
        shippingFee={shippingFee}
        tax={tax}
        taxPending={taxPending}
      />
      {children}
    </section>
  );
}
