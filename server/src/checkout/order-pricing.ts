import {
  type CurrencyCode,
  estimateTax,
  fromUsdCents,
  type OrderAmounts,
  type OrderLine,
  shippingMethods,
  type TaxRates,
  taxRatesFor,
  toMinorUnits,
  unitPrice,
  variantName,
} from '@shop/core';
import { AppError } from '../http/app-error.js';
import type { ListedProduct } from './products-to-charge.js';

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
  now,
}: {
  requested: readonly RequestedLine[];
  /** As their own streams have them now (see `productsToCharge`). */
  products: ReadonlyMap<number, ListedProduct>;
  now: Date;
  country: string;
  courierId: number | undefined;
  currency: CurrencyCode;
  taxTable?: Readonly<Record<string, TaxRates>>;
}): { lines: OrderLine[]; amounts: OrderAmounts; courier: { id: number; name: string } } {
  const merged = mergeLines(requested);
  let usdCents = 0;
  const lines = merged.map((item): OrderLine => {
    const product = products.get(item.id);
    if (!product)
      throw new AppError(409, 'unavailable', `Product ${item.id} is no longer for sale.`);
    const variant =
      item.variantId === null
        ? undefined
        : product.details.variants.find((candidate) => candidate.variantId === item.variantId);
    if (item.variantId !== null && !variant) {
      throw new AppError(
        400,
        'invalid_variant',
        `Product ${item.id} has no variant ${item.variantId}.`,
      );
    }
    const { chargedCents } = unitPrice(product.price, variant, now);
    usdCents += chargedCents * item.quantity;
    const name = variant && variantName(variant);
    return {
      productId: item.id,
      variantId: item.variantId,
      title: product.details.title['en-US'],
      ...(name && { variantName: name }),
      quantity: item.quantity,
      unitMinor: toMinorUnits(fromUsdCents(chargedCents, currency), currency),
      weightGrams: product.details.weightGrams,
    };
  });
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
