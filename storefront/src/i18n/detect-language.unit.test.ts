import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language';

const nothing = { host: 'localhost:5173', cookie: '', navigatorLanguages: [] };

describe('detectLanguage', () => {
  it.each([
    ['en.shop.example', 'en-US'],
    ['ko.shop.example', 'ko'],
    ['ja.shop.example', 'ja'],
    ['cn.shop.example', 'zh-CN'],
    ['JA.Shop.Example:8443', 'ja'],
    ['ko.localhost:5173', 'ko'],
  ])('takes the language of the host %s', (host, language) => {
    expect(detectLanguage({ ...nothing, host })).toBe(language);
  });

  it('prefers the host over the saved choice and the browser', () => {
    expect(
      detectLanguage({ host: 'ja.shop.example', cookie: 'locale=ko', navigatorLanguages: ['zh'] }),
    ).toBe('ja');
  });

  it('uses the saved choice on a host without a language prefix', () => {
    expect(
      detectLanguage({
        host: 'www.shop.example',
        cookie: 'theme=dark; locale=zh-CN',
        navigatorLanguages: ['ja-JP'],
      }),
    ).toBe('zh-CN');
  });

  it('ignores a saved choice it does not speak', () => {
    expect(detectLanguage({ ...nothing, cookie: 'locale=fr', navigatorLanguages: ['ko'] })).toBe(
      'ko',
    );
  });

  it.each([
    [['ko-KR'], 'ko'],
    [['ja'], 'ja'],
    [['zh-TW', 'en'], 'zh-CN'],
    [['zh-Hans-CN'], 'zh-CN'],
    [['en-GB', 'ja'], 'en-US'],
    [['fr-FR', 'ja-JP'], 'ja'],
    [['kok-IN'], 'en-US'],
  ])('maps the browser languages %j to %s', (navigatorLanguages, language) => {
    expect(detectLanguage({ ...nothing, navigatorLanguages })).toBe(language);
  });

  it('falls back to English', () => {
    expect(detectLanguage({ ...nothing, navigatorLanguages: ['fr', 'de'] })).toBe('en-US');
    expect(detectLanguage(nothing)).toBe('en-US');
  });
});
