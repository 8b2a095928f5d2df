/**
 * The code the API reads from the `domainCountry` header: the host's first two letters
 * uppercased. `localhost` gives `LO`, which stands for no country, so it becomes `WW`
 * (worldwide).
 *
 * @example domainCountryCode('ja.shop.example') // 'JA'
 */
export function domainCountryCode(host: string): string {
  const code = host.slice(0, 2).toUpperCase();
  return code === 'LO' ? 'WW' : code;
}
