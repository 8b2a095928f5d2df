import { type Carrier, carriers } from './carriers.js';

/** Where a parcel goes, for pricing: rates differ by region, not by country. */
type Zone = 'japan' | 'east-asia' | 'north-america' | 'europe' | 'oceania' | 'world';

const zoneOf: Record<string, Zone> = {
  JP: 'japan',
  KR: 'east-asia',
  CN: 'east-asia',
  TW: 'east-asia',
  HK: 'east-asia',
  MO: 'east-asia',
  MN: 'east-asia',
  US: 'north-america',
  CA: 'north-america',
  MX: 'north-america',
  GB: 'europe',
  IE: 'europe',
  FR: 'europe',
  DE: 'europe',
  IT: 'europe',
  ES: 'europe',
  NL: 'europe',
  BE: 'europe',
  AT: 'europe',
  CH: 'europe',
  SE: 'europe',
  NO: 'europe',
  DK: 'europe',
  FI: 'europe',
  PL: 'europe',
  PT: 'europe',
  EE: 'europe',
  UA: 'europe',
  CZ: 'europe',
  AU: 'oceania',
  NZ: 'oceania',
  PG: 'oceania',
  PF: 'oceania',
  KI: 'oceania',
};

interface Rate {
  readonly carrierId: Carrier['id'];
  /** US cents for the first 500 g, then for each further 500 g started. */
  readonly firstCents: number;
  readonly nextCents: number;
  readonly minDays: number;
  readonly maxDays: number;
}

/** Which carriers serve which region, at what price and speed. */
const rates: Readonly<Record<Zone, readonly Rate[]>> = {
  japan: [
    { carrierId: 2, firstCents: 900, nextCents: 150, minDays: 1, maxDays: 2 },
    { carrierId: 1, firstCents: 1100, nextCents: 200, minDays: 1, maxDays: 3 },
  ],
  'east-asia': [
    { carrierId: 1, firstCents: 1600, nextCents: 350, minDays: 3, maxDays: 6 },
    { carrierId: 3, firstCents: 1400, nextCents: 300, minDays: 4, maxDays: 8 },
    { carrierId: 4, firstCents: 1500, nextCents: 300, minDays: 3, maxDays: 7 },
  ],
  'north-america': [
    { carrierId: 1, firstCents: 2000, nextCents: 500, minDays: 4, maxDays: 8 },
    { carrierId: 2, firstCents: 2400, nextCents: 450, minDays: 5, maxDays: 9 },
  ],
  europe: [
    { carrierId: 1, firstCents: 2200, nextCents: 550, minDays: 5, maxDays: 10 },
    { carrierId: 3, firstCents: 2100, nextCents: 600, minDays: 7, maxDays: 14 },
  ],
  oceania: [{ carrierId: 1, firstCents: 2000, nextCents: 500, minDays: 4, maxDays: 9 }],
  world: [{ carrierId: 1, firstCents: 2600, nextCents: 650, minDays: 7, maxDays: 15 }],
};

export interface ShippingMethod {
  readonly carrier: Carrier;
  readonly totalCents: number;
  readonly minDays: number;
  readonly maxDays: number;
}

/** The spec's default fee, 20 (dollars), before methods are known. */
export const defaultShippingCents = 2000;

/**
 * Shipping methods for a destination and a parcel weight, cheapest first.
 *
 * @example
 * shippingMethods('KR', 1200)[0] // SF Express, 2000 cents, 4 to 8 days
 */
export function shippingMethods(countryCode: string, weightGrams: number): ShippingMethod[] {
  const zone = zoneOf[countryCode.toUpperCase()] ?? 'world';
  // Packing adds weight: 10 % of the goods, at least 100 g.
  const parcel = weightGrams + Math.max(100, Math.round(weightGrams * 0.1));
  const extraSteps = Math.max(0, Math.ceil(parcel / 500) - 1);
  return rates[zone]
    .map((rate) => ({
      carrier: carriers[rate.carrierId],
      totalCents: rate.firstCents + extraSteps * rate.nextCents,
      minDays: rate.minDays,
      maxDays: rate.maxDays,
    }))
    .sort((a, b) => a.totalCents - b.totalCents);
}
