import { z } from 'zod';

/** A country's import rules, in US dollars and fractions (0.1 = 10 %). */
export interface TaxRates {
  /** Goods worth less than this pass free: tax applies only when it is below 20. */
  readonly taxThreshold: number;
  /** Duty on dry food and supplements. */
  readonly dutyRate: number;
  readonly taxRate: number;
}

const noImportTax: TaxRates = { taxThreshold: 1000, dutyRate: 0, taxRate: 0 };
const european: TaxRates = { taxThreshold: 0, dutyRate: 0.08, taxRate: 0.2 };

/** Per-country rates; a country missing here pays none. Overridable through configuration. */
export const defaultTaxRates: Readonly<Record<string, TaxRates>> = {
  US: { taxThreshold: 800, dutyRate: 0, taxRate: 0 },
  JP: { taxThreshold: 10_000, dutyRate: 0, taxRate: 0 },
  KR: { taxThreshold: 150, dutyRate: 0.08, taxRate: 0.1 },
  CN: { taxThreshold: 0, dutyRate: 0.1, taxRate: 0.13 },
  AU: { taxThreshold: 0, dutyRate: 0.05, taxRate: 0.1 },
  GB: { taxThreshold: 0, dutyRate: 0.08, taxRate: 0.2 },
  DE: { ...european, taxRate: 0.19 },
  FR: european,
  IT: { ...european, taxRate: 0.22 },
  IE: { ...european, taxRate: 0.23 },
  EE: { ...european, taxRate: 0.22 },
  ES: { ...european, taxRate: 0.21 },
  NL: { ...european, taxRate: 0.21 },
  CA: { taxThreshold: 20, dutyRate: 0, taxRate: 0.05 },
};

export function taxRatesFor(
  countryCode: string,
  table: Readonly<Record<string, TaxRates>> = defaultTaxRates,
): TaxRates {
  return table[countryCode.toUpperCase()] ?? noImportTax;
}

/**
 * The spec's estimate, in the same unit as its inputs: duty = subtotal x duty rate; tax = duty +
 * (subtotal + shipping + duty) x tax rate, capped at 30 x duty rate + 30 x tax rate; nothing
 * unless the threshold is below 20 and a rate is above 0.
 *
 * @example
 * estimateTax(100, 20, { taxThreshold: 0, dutyRate: 0.1, taxRate: 0.13 }) // 10 + 130 x 0.13 capped at 6.9
 */
export function estimateTax(subTotal: number, shipping: number, rates: TaxRates): number {
  const { taxThreshold, dutyRate, taxRate } = rates;
  if (!(taxThreshold < 20 && (taxRate > 0 || dutyRate > 0))) return 0;
  const duty = subTotal * dutyRate;
  const tax = duty + (subTotal + shipping + duty) * taxRate;
  return Math.min(tax, 30 * dutyRate + 30 * taxRate);
}

const ratesSchema = z.record(
  z.string().regex(/^[A-Z]{2}$/, 'country codes are two capital letters'),
  z.object({
    taxThreshold: z.number().nonnegative(),
    dutyRate: z.number().min(0).max(1),
    taxRate: z.number().min(0).max(1),
  }),
);

/**
 * The rates in force: the defaults, with the countries given in `TAX_RATES` (JSON such as
 * `{"KR":{"taxThreshold":0,"dutyRate":0.08,"taxRate":0.1}}`) replacing theirs.
 */
export function taxTableFrom(json: string | undefined): Readonly<Record<string, TaxRates>> {
  if (!json) return defaultTaxRates;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error('TAX_RATES is not valid JSON.');
  }
  const result = ratesSchema.safeParse(parsed);
  if (!result.success)
    throw new Error(`TAX_RATES: ${result.error.issues[0]?.message ?? 'invalid'}`);
  return { ...defaultTaxRates, ...result.data };
}
