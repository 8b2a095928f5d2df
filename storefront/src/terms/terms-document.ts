import type { Language } from '../i18n/languages';

export interface TermsSection {
  readonly heading?: string;
  readonly paragraphs: readonly string[];
}

/** A policy page's text, written in one language (shown with that `lang`, whatever the UI's). */
export interface TermsDocument {
  readonly title: string;
  readonly sections: readonly TermsSection[];
}

export type TermsVersions = Partial<Record<Language, TermsDocument>>;
