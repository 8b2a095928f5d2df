/** The shop's languages; every user-facing text exists in all four. */
export const languages = ['en-US', 'ko', 'ja', 'zh-CN'] as const;
export type Language = (typeof languages)[number];

/** A text in each language; en-US is required and stands in for a missing one. */
export type LocalizedText = { readonly 'en-US': string } & Partial<
  Record<Exclude<Language, 'en-US'>, string>
>;

export function isLanguage(value: string): value is Language {
  return (languages as readonly string[]).includes(value);
}

export function localize(text: LocalizedText, language: Language): string {
  return text[language] ?? text['en-US'];
}
