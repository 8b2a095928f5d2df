import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import enUS, { type Messages } from './en-US';
import ja from './ja';
import ko from './ko';
import { DEFAULT_LOCALE, detectLocale, isLocaleCode, LOCALES, type LocaleCode } from './locales';
import zhCN from './zh-CN';

// All four are bundled rather than loaded on demand: polyglot needs the initial locale's
// messages synchronously, and the browser may make any of them the initial one.
const messagesByLocale: Record<LocaleCode, Messages> = { 'en-US': enUS, ko, ja, 'zh-CN': zhCN };

const polyglot = polyglotI18nProvider(
  (locale) => messagesByLocale[isLocaleCode(locale) ? locale : DEFAULT_LOCALE],
  detectLocale(navigator.languages),
  [...LOCALES],
);

// The page's lang attribute drives fonts and screen readers (CJK glyph variants differ between
// ko, ja and zh), and the tab title is outside react-admin's reach.
const applyToDocument = (): void => {
  document.documentElement.lang = polyglot.getLocale();
  document.title = polyglot.translate('shop.title');
};

applyToDocument();

/** Polyglot over our four message files; the default app bar shows the switcher for them. */
export const i18nProvider: I18nProvider = {
  ...polyglot,
  changeLocale: async (locale, options) => {
    await polyglot.changeLocale(locale, options);
    applyToDocument();
  },
};
