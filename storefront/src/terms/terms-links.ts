import type { Language } from '../i18n/languages';

/**
 * The languages each policy page is written in, English first. The footer links every page on
 * every page, so it reads this short table rather than the documents, which come with the terms
 * page's chunk (a unit test keeps the two in step).
 */
export const termsLanguages = {
  AboutDelivery: ['en-US', 'ja', 'ko'],
  ContactUs: ['en-US'],
  PrivacyPolicy: ['en-US'],
  ReturnExchange: ['en-US', 'ja', 'ko'],
  TermsOfUse: ['en-US'],
} as const satisfies Record<string, readonly [Language, ...Language[]]>;

export type TermsName = keyof typeof termsLanguages;

/** The language a page is shown in: the shopper's if it was written in it, else English. */
export function termsLanguage(name: TermsName, language: Language): Language {
  const written: readonly [Language, ...Language[]] = termsLanguages[name];
  return written.includes(language) ? language : written[0];
}

/**
 * The footer's link to a page, in the shopper's language where it exists.
 *
 * @example termsHref('AboutDelivery', 'zh-CN') // '/terms/AboutDelivery.en-US'
 */
export function termsHref(name: TermsName, language: Language): string {
  return `/terms/${name}.${termsLanguage(name, language)}`;
}
