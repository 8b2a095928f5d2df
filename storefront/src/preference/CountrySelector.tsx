import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerValue } from '../storage/store';
import { countryOptions } from './countries';
import { changePreference, usePreference } from './preference-store';

export function CountrySelector() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { country } = usePreference();
  const options = useServerValue(
    `countries:${i18n.language}:${country}`,
    useMemo(() => countryOptions(i18n.language, country), [i18n.language, country]),
  );
  return (
    <div className="preference-selector">
      <label htmlFor={id}>{t('layout.country')}</label>
      <select
        id={id}
        dir="auto"
        value={country}
        onChange={(event) => void changePreference({ country: event.target.value })}
      >
        {options.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
