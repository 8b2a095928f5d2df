/** Hiragana, katakana (full and half width), kanji and the ideographic iteration mark. */
const japaneseCharacter = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}々〆ー]/u;

/**
 * Whether a Japan address line is written in Japanese (spec §5: "Please fill in using Japanese
 * language."): it has Japanese characters. Digits, hyphens and a building's Latin name may sit
 * beside them, as they do on real Japanese addresses; the server has the last word.
 *
 * @example isJapaneseText('渋谷区神南1-2-3') // true
 * @example isJapaneseText('1-2-3 Jinnan, Shibuya') // false
 */
export function isJapaneseText(text: string): boolean {
  return japaneseCharacter.test(text);
}
