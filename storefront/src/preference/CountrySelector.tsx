import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hydratingValue, useServerValue } from '../storage/store';
import { countryOptions } from './countries';
import type { Preference } from './preference';
import { changePreference, usePreference } from './preference-store';

type Options = ReturnType<typeof countryOptions>;

/**
 * The shopper's country. Naming the countries (`Intl.DisplayNames`) costs a slow phone a long
 * moment the first time, so a page the server rendered keeps the server's names (the same CLDR
 * names) until the language or the country changes.
 */
export function CountrySelector() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const country = usePreference(countryOf);
  const language = i18n.language;
  const key = `countries:${language}:${country}`;
  const [served] = useState(() => ({ key, options: hydratingValue<Options>(key) }));
  const options = useServerValue(
    key,
    useMemo(() => {
      if (served.key === key && served.options) return served.options;
      return countryOptions(language, country);
    }, [served, key, language, country]),
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

const countryOf = (preference: Preference) => preference.country;
