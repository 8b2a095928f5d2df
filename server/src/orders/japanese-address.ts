import type { Recipient } from '@shop/core';

const japanese = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff66-\uff9f]/;

/**
 * A parcel for Japan is delivered by the Japanese address: its city and street lines must be
 * written in Japanese (kana or kanji; digits and dashes may go with them).
 */
export function isAddressInJapanese(
  recipient: Pick<Recipient, 'country' | 'city' | 'address'>,
): boolean {
  if (recipient.country.toUpperCase() !== 'JP') return true;
  return japanese.test(recipient.city) && japanese.test(recipient.address);
}
