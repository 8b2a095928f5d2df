import { currencies, currencyCodes, isCurrencyCode } from '@shop/core/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changePreference, useCurrency } from './preference-store';

export function CurrencySelector() {
  const { t } = useTranslation();
  const id = useId();
  const currency = useCurrency();
  return (
    <div className="preference-selector">
      <label htmlFor={id}>{t('layout.currency')}</label>
      <select
        id={id}
        dir="auto"
        value={currency}
        onChange={(event) => {
          const code = event.target.value;
          if (isCurrencyCode(code)) void changePreference({ currency: code });
        }}
      >
        {currencyCodes.map((code) => (
          <option key={code} value={code}>
            {`${code} ${currencies[code].symbol}`}
          </option>
        ))}
      </select>
    </div>
  );
}
