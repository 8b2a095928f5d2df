import type { CurrencyCode } from '@shop/core/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../money/format-price';
import { type PaymentMethod, walletCovers } from './wallet';

/**
 * PayPal, or the deposit balance (the wallet), which is disabled with "Deposit balance is not
 * enough" while it does not cover the total.
 */
export function PaymentOptions({
  method,
  onChange,
  balance,
  total,
  currency,
}: {
  method: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** `undefined` while it loads, or when it could not be read. */
  balance: number | undefined;
  total: number | undefined;
  currency: CurrencyCode;
}) {
  const { t } = useTranslation();
  const name = useId();
  const walletNoteId = useId();
  const covers = walletCovers(balance, total, currency);
  const short = balance !== undefined && total !== undefined && !covers;
  return (
    <fieldset className="checkout-section">
      <legend>{t('checkout.payment')}</legend>
      <div className="choice-list">
        <label className="choice">
          <input
            type="radio"
            name={name}
            value="paypal"
            checked={method === 'paypal'}
            onChange={() => onChange('paypal')}
          />
          <span className="choice__text">
            <span>{t('checkout.paypal')}</span>
            <span className="field__hint">{t('checkout.paypalNote')}</span>
          </span>
        </label>
        {balance !== undefined && (
          <label className={`choice${covers ? '' : ' choice--disabled'}`}>
            <input
              type="radio"
              name={name}
              value="wallet"
              checked={method === 'wallet'}
              disabled={!covers}
              aria-describedby={walletNoteId}
              onChange={() => onChange('wallet')}
            />
            <span className="choice__text">
              <span>{t('checkout.wallet')}</span>
              <span id={walletNoteId} className={short ? 'field-error' : 'field__hint'}>
                {t('checkout.walletBalance', { balance: formatPrice(balance, currency) })}
                {' · '}
                {short ? t('checkout.depositNotEnough') : t('checkout.walletNote')}
              </span>
            </span>
          </label>
        )}
      </div>
    </fieldset>
  );
}
