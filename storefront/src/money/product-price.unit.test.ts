import { describe, expect, it } from 'vitest';
import { lowestOfRange, titleWithVariant, unitPriceOf } from './product-price';

describe('product prices in the storefront', () => {
  const kitKat = { price: 1.99, charged: 1.99, chargedMin: 1.99, chargedMax: 19.99 };

  it('prices the picked variant at its own price, and one without a price at the product’s', () => {
    expect(unitPriceOf(kitKat, { price: 19.99, charged: 17.99 })).toEqual({
      price: 19.99,
      charged: 17.99,
    });
    expect(unitPriceOf(kitKat, {})).toEqual({ price: 1.99, charged: 1.99 });
    expect(unitPriceOf(kitKat)).toEqual({ price: 1.99, charged: 1.99 });
  });

  it('starts "from" the cheapest variant only when the variants are priced apart', () => {
    expect(lowestOfRange(kitKat)).toBe(1.99);
    expect(lowestOfRange({ chargedMin: 5, chargedMax: 5 })).toBeUndefined();
    expect(lowestOfRange({})).toBeUndefined();
  });

  it('names the variant after the title, when there is one', () => {
    expect(titleWithVariant('Matcha Kit Kat', '12 pack · green')).toBe(
      'Matcha Kit Kat (12 pack · green)',
    );
    expect(titleWithVariant('Pocky', undefined)).toBe('Pocky');
  });
});
