import { describe, expect, it } from 'vitest';
import type { ProductVariant } from './product.events.js';
import { chargedRange, saleRunning, unitPrice, variantName } from './variant-price.js';

const now = new Date('2026-11-26T12:00:00Z');
const bar = { priceCents: 199, discountPercent: 0 };
const single: ProductVariant = { variantId: 1, sku: 'KK-1', imageId: 1, size: 'single bar' };
const box: ProductVariant = { ...single, variantId: 2, size: '12 pack', priceCents: 1999 };

describe('variant prices', () => {
  it('charges a variant its own price, and one without a price the product’s', () => {
    expect(unitPrice(bar, box, now)).toEqual({
      priceCents: 1999,
      discountPercent: 0,
      chargedCents: 1999,
    });
    expect(unitPrice(bar, single, now).chargedCents).toBe(199);
    expect(unitPrice(bar, undefined, now).chargedCents).toBe(199);
  });

  it('takes the product’s sale for a variant without one of its own, rounding to the cent', () => {
    const onSale = { priceCents: 199, discountPercent: 15 };
    expect(unitPrice(onSale, box, now).chargedCents).toBe(1699);
    expect(unitPrice(onSale, { ...box, discountPercent: 0 }, now).chargedCents).toBe(1999);
    expect(unitPrice(onSale, { ...box, discountPercent: 50 }, now).chargedCents).toBe(1000);
  });

  it('applies no discount at or after the sale’s end, and every discount before it', () => {
    const ending = {
      priceCents: 1000,
      discountPercent: 20,
      saleEndsAt: '2026-11-26T12:00:00.000Z',
    };
    expect(saleRunning(ending, new Date('2026-11-26T11:59:59Z'))).toBe(true);
    expect(unitPrice(ending, undefined, new Date('2026-11-26T11:59:59Z')).chargedCents).toBe(800);
    expect(unitPrice(ending, undefined, now)).toEqual({
      priceCents: 1000,
      discountPercent: 0,
      chargedCents: 1000,
    });
    expect(unitPrice(ending, { discountPercent: 40 }, now).chargedCents).toBe(1000);
    expect(saleRunning({}, now)).toBe(true);
  });

  it('spans the cheapest to the dearest variant, or the product’s price without variants', () => {
    expect(chargedRange(bar, [single, box], now)).toEqual({ minCents: 199, maxCents: 1999 });
    expect(chargedRange(bar, [], now)).toEqual({ minCents: 199, maxCents: 199 });
  });

  it('names a variant by its pack and colour', () => {
    expect(variantName({ size: '12 pack', color: 'green' })).toBe('12 pack · green');
    expect(variantName({})).toBe('');
  });
});
