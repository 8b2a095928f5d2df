import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogueBackend } from './catalogue-backend';
import { catalogues } from './catalogues';
import { type Language, languages } from './languages';
import { siteRenamedEvent } from './site-name';
import { loadTextPartsWith, neededTextParts, textParts } from './text-parts';

/** Starts i18next in `language` and keeps `<html lang>` in step with every later change. */
export async function initI18n(language: Language): Promise<void> {
  i18next.on('languageChanged', (current) => {
    document.documentElement.lang = current;
    // A part asked for while the language was changing: loaded in the new language too.
    void i18next.loadNamespaces(neededTextParts());
  });
  const started = i18next
    .use(catalogueBackend(catalogues))
    .use(initReactI18next)
    .init({
      lng: language,
      // The common texts, and the parts the first page asked for before i18next started.
      ns: ['translation', ...neededTextParts()],
      defaultNS: 'translation',
      // Keys of the parts are looked up after the common texts (`text-parts.ts`).
      fallbackNS: [...textParts],
      // Every catalogue translates every key (a unit test checks), so no second catalogue is
      // fetched as a fallback.
      fallbackLng: false,
      supportedLngs: languages,
      // Without this, zh-CN would also look for a bare `zh` catalogue that does not exist.
      load: 'currentOnly',
      // React escapes what it renders already.
      interpolation: { escapeValue: false },
      // Pages re-render when the language changes, and when site 2's name replaces the shop's in
      // loaded catalogues (`site-name.ts`). Not on every part added to the store: a part loads
      // before the page that shows it renders, so an idle prefetch of another page's part would
      // only re-render every translated component of this page for nothing.
      react: { bindI18n: `languageChanged ${siteRenamedEvent}`, bindI18nStore: '' },
    });
  loadTextPartsWith((parts) => i18next.loadNamespaces([...parts]));
  await started;
}
