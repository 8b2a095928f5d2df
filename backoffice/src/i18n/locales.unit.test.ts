import { describe, expect, it } from 'vitest';
import { detectLocale, isLocaleCode, localeOfLanguage } from './locales';

describe('localeOfLanguage', () => {
  it.each([
    ['ko', 'ko'],
    ['ko-KR', 'ko'],
    ['ja', 'ja'],
    ['ja-JP', 'ja'],
    ['zh', 'zh-CN'],
    ['zh-CN', 'zh-CN'],
    ['zh-TW', 'zh-CN'],
    ['zh-Hant-HK', 'zh-CN'],
    ['en', 'en-US'],
    ['en-GB', 'en-US'],
    ['KO-kr', 'ko'],
  ])('maps %s to %s', (language, locale) => {
    expect(localeOfLanguage(language)).toBe(locale);
  });

  it('knows nothing of other languages', () => {
    expect(localeOfLanguage('fr-FR')).toBeUndefined();
    expect(localeOfLanguage('kok')).toBeUndefined();
    expect(localeOfLanguage('')).toBeUndefined();
  });
});

describe('detectLocale', () => {
  it("follows the browser's first language the shop speaks", () => {
    expect(detectLocale(['ja-JP', 'en-US'])).toBe('ja');
    expect(detectLocale(['fr-FR', 'ko-KR', 'en'])).toBe('ko');
    expect(detectLocale(['en-US', 'zh-CN'])).toBe('en-US');
  });

  it('falls back on English', () => {
    expect(detectLocale(['fr-FR', 'de'])).toBe('en-US');
    expect(detectLocale([])).toBe('en-US');
  });
});

describe('isLocaleCode', () => {
  it('accepts exactly the four shop locales', () => {
    expect(['en-US', 'ko', 'ja', 'zh-CN'].every(isLocaleCode)).toBe(true);
    expect(['en', 'zh', 'ko-KR', ''].some(isLocaleCode)).toBe(false);
  });
});
