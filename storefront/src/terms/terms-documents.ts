import { isLanguage, type Language } from '../i18n/languages';
import { aboutDelivery } from './documents/about-delivery';
import { contactUs } from './documents/contact-us';
import { privacyPolicy } from './documents/privacy-policy';
import { returnExchange } from './documents/return-exchange';
import { termsOfUse } from './documents/terms-of-use';
import type { TermsDocument, TermsVersions } from './terms-document';
import { type TermsName, termsLanguage } from './terms-links';

/** The spec's policy pages, each in the languages it was written in. */
export const termsDocuments = {
  AboutDelivery: aboutDelivery,
  ContactUs: contactUs,
  PrivacyPolicy: privacyPolicy,
  ReturnExchange: returnExchange,
  TermsOfUse: termsOfUse,
} satisfies Record<TermsName, TermsVersions>;

/** Pages that also answer without a language suffix (the spec lists `/terms/ReturnExchange`). */
const plainNames: ReadonlySet<string> = new Set<TermsName>(['ReturnExchange']);

function isTermsName(name: string): name is TermsName {
  return Object.hasOwn(termsDocuments, name);
}

/**
 * The page a `/terms/…` path names: `AboutDelivery.ja`, or a plain `ReturnExchange` in the
 * shopper's language.
 *
 * @example findTermsDocument('AboutDelivery.ko', 'en-US')?.language // 'ko'
 */
export function findTermsDocument(
  path: string,
  uiLanguage: Language,
): { document: TermsDocument; language: Language } | undefined {
  const dot = path.indexOf('.');
  const name = dot < 0 ? path : path.slice(0, dot);
  const suffix = dot < 0 ? undefined : path.slice(dot + 1);
  if (!isTermsName(name)) return undefined;
  if (suffix === undefined && !plainNames.has(name)) return undefined;
  const language = suffix === undefined ? termsLanguage(name, uiLanguage) : suffix;
  if (!isLanguage(language)) return undefined;
  const document = termsDocuments[name][language];
  return document ? { document, language } : undefined;
}
