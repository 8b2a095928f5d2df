import { describe, expect, it } from 'vitest';
import { isJapaneseText } from './japanese-text';

describe('isJapaneseText', () => {
  it.each([
    '東京都',
    '渋谷区神南1-2-3',
    'しぶや',
    'シブヤ',
    'ｼﾌﾞﾔ',
    '佐々木ビル 3F',
    'ABCマンション101号室',
  ])('accepts %s', (text) => {
    expect(isJapaneseText(text)).toBe(true);
  });

  it.each(['', '   ', 'Shibuya', '1-2-3 Jinnan', 'Tōkyō', '서울', '123-4567'])(
    'refuses %s',
    (text) => {
      expect(isJapaneseText(text)).toBe(false);
    },
  );
});
