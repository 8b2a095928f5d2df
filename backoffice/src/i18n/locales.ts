/** The languages of the shop, each named in itself for the app bar's switcher. */
export const LOCALES = [
  { locale: 'en-US', name: 'English' },
  { locale: 'ko', name: '한국어' },
  { locale: 'ja', name: '日本語' },
  { locale: 'zh-CN', name: '简体中文' },
] as const;

export type LocaleCode = (typeof LOCALES)[number]['locale'];

export const DEFAULT_LOCALE: LocaleCode = 'en-US';

export const isLocaleCode = (value: string): value is LocaleCode =>
  LOCALES.some(({ locale }) => locale === value);

/**
 * Maps one browser language tag to a shop locale; any Chinese variant gets Simplified Chinese,
 * the only Chinese the shop is written in.
 *
 * @example
 * localeOfLanguage('ko-KR') // 'ko'
 * localeOfLanguage('zh-TW') // 'zh-CN'
 * localeOfLanguage('fr-FR') // undefined
 */
export const localeOfLanguage = (language: string): LocaleCode | undefined => {
  switch (language.trim().toLowerCase().split('-')[0]) {
    case 'en':
      return 'en-US';
    case 'ko':
      return 'ko';
    case 'ja':
      return 'ja';
    case 'zh':
      return 'zh-CN';
    default:
      return undefined;
  }
};

/**
 * The first of the browser's preferred languages that the shop speaks, else English.
 * A locale the user picked in the switcher wins over this: react-admin keeps it in its store.
 *
 * @example
 * detectLocale(['fr-FR', 'ja-JP', 'en']) // 'ja'
 */
export const detectLocale = (languages: readonly string[]): LocaleCode => {
  for (const language of languages) {
    const locale = localeOfLanguage(language);
    if (locale !== undefined) return locale;
  }
  return DEFAULT_LOCALE;
};
