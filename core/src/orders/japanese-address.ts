import type { Recipient } from './order.events.js';

/**
 * Hiragana, katakana (full and half width), kanji, and the marks written inside Japanese words:
 * the iteration mark 々 (佐々木, 代々木), the closing mark 〆 (〆張鶴) and the long-vowel marks.
 */
const japaneseCharacter = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}々〆〇ーｰ]/u;

/** What the server answers, and the storefront shows, for a Japan address in Latin letters. */
export const japaneseAddressMessage = 'Please fill in using Japanese language.';

/**
 * Whether a line of a Japan address is written in Japanese (spec §5): it has a Japanese
 * character. Digits, hyphens and a building's Latin name may sit beside them, as they do on real
 * Japanese addresses.
 *
 * @example isJapaneseText('渋谷区神南1-2-3') // true
 * @example isJapaneseText('1-2-3 Jinnan, Shibuya') // false
 */
export function isJapaneseText(text: string): boolean {
  return japaneseCharacter.test(text);
}

/**
 * A parcel for Japan is delivered by the Japanese address: its city and address lines must be in
 * Japanese. Addresses elsewhere may be in any script.
 *
 * @example isAddressInJapanese({ country: 'JP', city: '新潟県村上市', address: '〆張鶴 1-2' }) // true
 */
export function isAddressInJapanese(
  recipient: Pick<Recipient, 'country' | 'city' | 'address'>,
): boolean {
  if (recipient.country.trim().toUpperCase() !== 'JP') return true;
  return isJapaneseText(recipient.city) && isJapaneseText(recipient.address);
}
