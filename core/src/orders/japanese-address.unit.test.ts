import { describe, expect, it } from 'vitest';
import { isAddressInJapanese, isJapaneseText } from './japanese-address.js';

describe('isJapaneseText', () => {
  it.each([
    ['a prefecture', '東京都'],
    ['a ward and block', '渋谷区神南1-2-3'],
    ['hiragana', 'しぶや'],
    ['katakana', 'シブヤ'],
    ['half-width katakana', 'ｼﾌﾞﾔ'],
    ['a name with the iteration mark', '佐々木'],
    ['a place with the iteration mark', '代々木'],
    ['a brewery with the closing mark', '〆張鶴'],
    ['the iteration mark on its own line', '々'],
    ['the closing mark on its own line', '〆'],
    ['a long-vowel mark', 'ー'],
    ['a building with a Latin name', 'ABCマンション101号室'],
  ])('accepts %s: %s', (_, text) => {
    expect(isJapaneseText(text)).toBe(true);
  });

  it.each([
    ['nothing', ''],
    ['blanks', '   '],
    ['romaji', 'Shibuya'],
    ['a romanised block', '1-2-3 Jinnan'],
    ['romaji with macrons', 'Tōkyō'],
    ['Hangul', '서울'],
    ['a postal code', '123-4567'],
    ['Japanese punctuation alone', '、。「」・'],
  ])('refuses %s: %s', (_, text) => {
    expect(isJapaneseText(text)).toBe(false);
  });
});

describe('isAddressInJapanese', () => {
  const niigata = { country: 'JP', city: '村上市', address: '上片町5-15 〆張鶴' };

  it('wants the city and the address of a Japan address in Japanese', () => {
    expect(isAddressInJapanese(niigata)).toBe(true);
    expect(isAddressInJapanese({ ...niigata, city: '佐々木町', address: '々' })).toBe(true);
    expect(isAddressInJapanese({ ...niigata, city: 'Murakami' })).toBe(false);
    expect(isAddressInJapanese({ ...niigata, address: '5-15 Kamikatamachi' })).toBe(false);
  });

  it('reads the country in either case, and lets other countries write as they like', () => {
    expect(isAddressInJapanese({ ...niigata, country: 'jp', city: 'Murakami' })).toBe(false);
    expect(isAddressInJapanese({ country: 'US', city: 'New York', address: '350 5th Ave' })).toBe(
      true,
    );
  });
});
