import { allCountries } from 'country-region-data';

/** The spec asks for provinces of these countries only; every other country gets none. */
export const countriesWithProvinces = [
  'AE',
  'AU',
  'BB',
  'BH',
  'BR',
  'CA',
  'CO',
  'EE',
  'IE',
  'IT',
  'JP',
  'KI',
  'MX',
  'MY',
  'PF',
  'PG',
  'SA',
  'SV',
  'UA',
  'US',
  'VG',
] as const;

export interface ProvinceOption {
  readonly value: string;
  readonly text: string;
}

const countryCodes = new Set<string>(allCountries.map(([, code]) => code));

export function isCountryCode(code: string): boolean {
  return countryCodes.has(code);
}

/**
 * The provinces of a country, with a blank "Select" first when there are any.
 *
 * @example
 * provincesOf('US')[1] // { value: 'AL', text: 'Alabama' }
 */
export function provincesOf(countryCode: string): ProvinceOption[] {
  if (!(countriesWithProvinces as readonly string[]).includes(countryCode)) return [];
  const country = allCountries.find(([, code]) => code === countryCode);
  const regions = country?.[2] ?? [];
  if (regions.length === 0) return [];
  return [
    { value: '', text: 'Select' },
    // Regions without a code come through as the string "undefined": use the name instead.
    ...regions.map(([name, shortCode]) => ({
      value: shortCode && shortCode !== 'undefined' ? shortCode : name,
      text: name,
    })),
  ];
}
