/** The code for a host that names no country (`localhost`, an IP address). */
export const worldwide = 'WW';

/**
 * The domain country of a request (spec §7, §9): the `domainCountry` header when it is two
 * letters, else the host's first two letters uppercased, `LO` (localhost) becoming `WW`.
 *
 * @example domainCountryOf({ header: undefined, host: 'jp.shop.example' }) // 'JP'
 * @example domainCountryOf({ header: 'kr', host: 'localhost' }) // 'KR'
 */
export function domainCountryOf({
  header,
  host,
}: {
  header: string | undefined;
  host: string;
}): string {
  const given = header?.trim() ?? '';
  if (/^[A-Za-z]{2}$/.test(given)) return given.toUpperCase();
  const code = host.slice(0, 2).toUpperCase();
  return /^[A-Z]{2}$/.test(code) && code !== 'LO' ? code : worldwide;
}
