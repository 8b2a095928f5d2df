import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enUS, type Messages } from './en-US';
import { ja } from './ja';
import { ko } from './ko';
import { defaultLanguage, type Language, languages } from './languages';
import { zhCN } from './zh-CN';

// Bundled rather than fetched: four small catalogues cost less than a round trip before the
// first paint.
const resources: Record<Language, { translation: Messages }> = {
  'en-US': { translation: enUS },
  ko: { translation: ko },
  ja: { translation: ja },
  'zh-CN': { translation: zhCN },
};

/** Starts i18next in `language` and keeps `<html lang>` in step with every later change. */
export async function initI18n(language: Language): Promise<void> {
  i18next.on('languageChanged', (current) => {
    document.documentElement.lang = current;
  });
  await i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: languages,
    // Without this, zh-CN would also look for a bare `zh` catalogue that does not exist.
    load: 'currentOnly',
    // React escapes what it renders already.
    interpolation: { escapeValue: false },
  });
}
