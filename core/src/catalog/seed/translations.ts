import type { Language } from '../languages.js';

/** Seed text exists in every language, so the storefront never falls back to English for it. */
export type Translations = Readonly<Record<Language, string>>;

/** A text in each language, arguments in the order of `languages`: en-US, ko, ja, zh-CN. */
export function text(en: string, ko: string, ja: string, zh: string): Translations {
  return { 'en-US': en, ko, ja, 'zh-CN': zh };
}

/** Builds a text by running the same recipe in each language. */
export function inEachLanguage(write: (language: Language) => string): Translations {
  return { 'en-US': write('en-US'), ko: write('ko'), ja: write('ja'), 'zh-CN': write('zh-CN') };
}
