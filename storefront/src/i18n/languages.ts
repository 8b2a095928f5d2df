/** The storefront's languages, in the order the language selector lists them. */
export const languages = ['en-US', 'ko', 'ja', 'zh-CN'] as const;

export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'en-US';

/**
 * Each language is named in itself, so a shopper who cannot read the current language can
 * still find their own.
 */
export const languageNames: Record<Language, string> = {
  'en-US': 'English (US)',
  ko: '한국어',
  ja: '日本語',
  'zh-CN': '简体中文',
};

export function isLanguage(value: string): value is Language {
  return (languages as readonly string[]).includes(value);
}
