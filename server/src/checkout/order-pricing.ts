import {
  type CurrencyCode,
  estimateTax,
  fromUsdCents,
  type OrderAmounts,
  type OrderLine,
  type ProductRow,
  shippingMethods,
  type TaxRates,
  taxRatesFor,
  toMinorUnits,
} from '@shop/core';
import { assertVariantOf } from '../cart/catalogue-lookup.js';
import { AppError } from '../http/app-error.js';

export interface RequestedLine {
  readonly id: number;
  readonly variantId: number | null;
  readonly quantity: number;
}

/**
 * Prices an order from the catalogue alone: whatever a client said a price was plays no part.
 * Each unit price is converted and rounded once, and the totals add up those rounded amounts,
 * so the lines on the receipt sum to its total.
 */
export function priceOrder({
  requested,
  products,
  country,
  courierId,
  currency,
  taxTable,
}: {
  requested: readonly RequestedLine[];
  products: ReadonlyMap<number, ProductRow>;
  country: string;
  courierId: number | undefined;
  currency: CurrencyCode;
  taxTable?: Readonly<Record<string, TaxRates>>;
}): { lines: OrderLine[]; amounts: OrderAmounts; courier: { id: number; name: string } } {
  const merged = mergeLines(requested);
  const lines = merged.map((item): OrderLine => {
    const product = products.get(item.id);
    if (!product)
      throw new AppError(409, 'unavailable', `Product ${item.id} is no longer for sale.`);
    assertVariantOf(product, item.variantId);
    return {
      productId: item.id,
      variantId: item.variantId,
      title: (product.titles as Record<string, string>)['en-US'] ?? String(item.id),
      quantity: item.quantity,
      unitMinor: toMinorUnits(fromUsdCents(product.charged_cents, currency), currency),
      weightGrams: product.weight_grams,
    };
  });
  const usdCents = merged.reduce(
    (sum, item) => sum + (products.get(item.id)?.charged_cents ?? 0) * item.quantity,
    0,
  );
  const weight = lines.reduce((sum, line) => sum + line.weightGrams * line.quantity, 0);
  const methods = shippingMethods(country, weight);
  const method = methods.find((candidate) => candidate.carrier.id === courierId) ?? methods[0];
  if (!method) throw new AppError(422, 'no_shipping', `We cannot ship to ${country}.`);
  if (courierId !== undefined && method.carrier.id !== courierId) {
    throw new AppError(
      422,
      'courier_unavailable',
      `${method.carrier.name} is the carrier we use for ${country}; pick one of the offered methods.`,
    );
  }
  const taxUsd = estimateTax(
    usdCents / 100,
    method.totalCents / 100,
    taxRatesFor(country, taxTable),
  );
  const subTotalMinor = lines.reduce((sum, line) => sum + line.unitMinor * line.quantity, 0);
  const shippingMinor = toMinorUnits(fromUsdCents(method.totalCents, currency), currency);
  const taxMinor = toMinorUnits(fromUsdCents(Math.round(taxUsd * 100), currency), currency);
  return {
    lines,
    amounts: {
      currency,
      subTotalMinor,
      shippingMinor,
      taxMinor,
      totalMinor: subTotalMinor + shippingMinor + taxMinor,
      totalUsdCents: usdCents + method.totalCents + Math.round(taxUsd * 100),
    },
    courier: { id: method.carrier.id, name: method.carrier.name },
  };
}

/** Lines of the same product and variant as one line, so each is priced and counted once. */
export function mergeLines(requested: readonly RequestedLine[]): RequestedLine[] {
  const merged = new Map<string, RequestedLine>();
  for (const line of requested) {
    const key = `${line.id}/${line.variantId ?? ''}`;
    const known = merged.get(key);
    merged.set(key, known ? { ...known, quantity: known.quantity + line.quantity } : line);
  }
  return [...merged.values()];
}
