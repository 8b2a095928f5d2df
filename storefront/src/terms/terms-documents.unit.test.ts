import { describe, expect, it } from 'vitest';
import { languages } from '../i18n/languages';
import { findTermsDocument, termsDocuments } from './terms-documents';
import { type TermsName, termsHref, termsLanguages } from './terms-links';

describe('the policy pages', () => {
  it.each([
    'AboutDelivery.en-US',
    'AboutDelivery.ja',
    'AboutDelivery.ko',
    'ContactUs.en-US',
    'PrivacyPolicy.en-US',
    'ReturnExchange.en-US',
    'ReturnExchange.ja',
    'ReturnExchange.ko',
    'TermsOfUse.en-US',
  ])("include the spec's %s", (path) => {
    const found = findTermsDocument(path, 'zh-CN');
    expect(found?.language).toBe(path.split('.')[1]);
    expect(found?.document.sections.length).toBeGreaterThan(0);
  });

  it('show the plain ReturnExchange in the shopper language, or English', () => {
    expect(findTermsDocument('ReturnExchange', 'ko')?.language).toBe('ko');
    expect(findTermsDocument('ReturnExchange', 'ja')?.language).toBe('ja');
    expect(findTermsDocument('ReturnExchange', 'zh-CN')?.language).toBe('en-US');
  });

  it.each([
    'AboutDelivery',
    'AboutDelivery.zh-CN',
    'ContactUs.ja',
    'TermsOfUse.fr',
    'Nope.en-US',
    'toString.en-US',
    'ReturnExchange.',
  ])('do not include %s', (path) => {
    expect(findTermsDocument(path, 'en-US')).toBeUndefined();
  });

  it('link the version in the shopper language when there is one', () => {
    expect(termsHref('AboutDelivery', 'ja')).toBe('/terms/AboutDelivery.ja');
    expect(termsHref('AboutDelivery', 'zh-CN')).toBe('/terms/AboutDelivery.en-US');
    expect(termsHref('TermsOfUse', 'ko')).toBe('/terms/TermsOfUse.en-US');
  });

  it('are linked in exactly the languages they are written in', () => {
    for (const name of Object.keys(termsDocuments) as TermsName[]) {
      const written = languages.filter((language) => termsDocuments[name][language]);
      expect(new Set(termsLanguages[name]), name).toEqual(new Set(written));
      for (const language of languages) {
        const href = termsHref(name, language);
        expect(findTermsDocument(href.slice('/terms/'.length), language), href).toBeDefined();
      }
    }
  });

  it('say what the spec says about delivery and returns', () => {
    const delivery = JSON.stringify(findTermsDocument('AboutDelivery.en-US', 'en-US'));
    expect(delivery).toContain('2–3 weeks');
    const returns = JSON.stringify(findTermsDocument('ReturnExchange.en-US', 'en-US'));
    expect(returns).toContain('within 7 days of delivery');
    expect(returns).toContain('only when there is a problem with the product');
  });
});
