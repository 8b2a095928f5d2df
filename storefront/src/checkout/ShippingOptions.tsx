import type { CurrencyCode } from '@shop/core/shared';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Loaded } from '../api/use-fresh';
import { chooseShipping } from '../cart/cart-store';
import { formatPrice } from '../money/format-price';
import { type ShippingMethod, shippingOptionText } from './shipping-methods';

/** The shipping methods as radio choices, each "charge · days · courier" (spec §9). */
export function ShippingOptions({
  methods,
  courierId,
  currency,
}: {
  methods: Loaded<readonly ShippingMethod[]>;
  courierId: number | undefined;
  currency: CurrencyCode;
}) {
  const { t } = useTranslation();
  const name = useId();
  let body: ReactNode;
  if (methods.loading) {
    body = (
      <p className="page-status" role="status">
        {t('checkout.shippingLoading')}
      </p>
    );
  } else if (!methods.data) {
    body = (
      <div className="notice">
        <p>{t('checkout.shippingFailed')}</p>
        <button type="button" className="button button--outline" onClick={methods.reload}>
          {t('cart.retry')}
        </button>
      </div>
    );
  } else if (methods.data.length === 0) {
    body = <p className="notice notice--warning">{t('checkout.shippingNone')}</p>;
  } else {
    body = (
      <div className="choice-list">
        {methods.data.map((method) => (
          <label key={method.courierId} className="choice">
            <input
              type="radio"
              name={name}
              value={method.courierId}
              checked={method.courierId === courierId}
              onChange={() => chooseShipping(method.courierId, method.totalCharge)}
            />
            <span dir="auto">
              {shippingOptionText(method, formatPrice(method.totalCharge, currency), (values) =>
                t('checkout.shippingOption', values),
              )}
            </span>
          </label>
        ))}
      </div>
    );
  }
  return (
    <fieldset className="checkout-section">
      <legend>{t('checkout.shipping')}</legend>
      {body}
    </fieldset>
  );
}
