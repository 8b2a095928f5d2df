/**
 * The countries the shop ships to, as ISO 3166 codes; names come from `Intl.DisplayNames` in
 * the shopper's language. It includes every country the spec asks provinces for.
 */
export const countryCodes = [
  'AE',
  'AU',
  'BB',
  'BH',
  'BR',
  'CA',
  'CN',
  'CO',
  'DE',
  'EE',
  'ES',
  'FR',
  'GB',
  'HK',
  'ID',
  'IE',
  'IN',
  'IT',
  'JP',
  'KI',
  'KR',
  'MX',
  'MY',
  'NL',
  'NZ',
  'PF',
  'PG',
  'PH',
  'SA',
  'SE',
  'SG',
  'SV',
  'TH',
  'TW',
  'UA',
  'US',
  'VG',
  'VN',
] as const;

/**
 * Country names in `language`, sorted as that language sorts them; a code the shop does not list
 * (an older preference) is kept so the selector can still show it.
 *
 * @example countryOptions('ja', 'US')[0] // { code: 'IE', name: 'アイルランド' }
 */
export function countryOptions(
  language: string,
  current: string,
): readonly { code: string; name: string }[] {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  const codes: readonly string[] = countryCodes.includes(current as (typeof countryCodes)[number])
    ? countryCodes
    : [...countryCodes, current];
  const collator = new Intl.Collator(language);
  return codes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
