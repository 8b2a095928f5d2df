import { useTranslation } from 'react-i18next';
import { defaultLanguage, isLanguage } from '../i18n/languages';
import { useCurrency } from '../preference/preference-store';
import type { CatalogLocale } from './catalog-paths';

/** The language and currency the shopper is browsing in. */
export function useCatalogLocale(): CatalogLocale {
  const { i18n } = useTranslation();
  const currency = useCurrency();
  return { lang: isLanguage(i18n.language) ? i18n.language : defaultLanguage, currency };
}
