import { useTranslation } from 'react-i18next';
import { CountrySelector } from '../preference/CountrySelector';
import { CurrencySelector } from '../preference/CurrencySelector';
import { LanguageSelector } from './LanguageSelector';

/** The strip above the header: what the shop does, and the shopper's currency, country, language. */
export function TopBar() {
  const { t } = useTranslation();
  return (
    <div className="top-bar">
      <div className="container top-bar__inner">
        <p className="top-bar__note">{t('layout.topBarNote')}</p>
        <div className="top-bar__selectors">
          <CurrencySelector />
          <CountrySelector />
          <LanguageSelector />
        </div>
      </div>
    </div>
  );
}
