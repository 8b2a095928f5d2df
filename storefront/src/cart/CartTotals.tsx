import type { CurrencyCode } from '@shop/core/shared';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../money/format-price';

/** Subtotal, shipping fee (and tax, at checkout) and the total they add up to. */
export function CartTotals({
  currency,
  subTotal,
  shippingFee,
  tax,
  taxPending = false,
}: {
  currency: CurrencyCode;
  subTotal: number;
  shippingFee: number | undefined;
  /** Present at checkout only. */
  tax?: number;
  taxPending?: boolean;
}) {
  const { t } = useTranslation();
  const money = (amount: number) => formatPrice(amount, currency);
  const withTax = tax !== undefined || taxPending;
  const total =
    shippingFee === undefined || (withTax && tax === undefined)
      ? undefined
      : subTotal + shippingFee + (tax ?? 0);
  const pending = <span className="muted">{t('checkout.calculating')}</span>;
  return (
    <dl className="totals">
      <div>
        <dt>{t('cart.subtotal')}</dt>
        <dd>{money(subTotal)}</dd>
      </div>
      <div>
        <dt>{t('cart.shippingFee')}</dt>
        <dd>{shippingFee === undefined ? pending : money(shippingFee)}</dd>
      </div>
      {withTax && (
        <div>
          <dt>{t('checkout.estimatedTax')}</dt>
          <dd aria-live="polite">{tax === undefined || taxPending ? pending : money(tax)}</dd>
        </div>
      )}
      <div className="totals__total">
        <dt>{t('cart.total')}</dt>
        <dd>{total === undefined ? pending : money(total)}</dd>
      </div>
    </dl>
  );
}
