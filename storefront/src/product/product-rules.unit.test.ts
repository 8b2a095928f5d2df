import { describe, expect, it } from 'vitest';
import type { Variant } from '../catalog/product';
import { clampQuantity } from './quantity';
import { stockLevel } from './stock';
import { chooseVariant, colorsOf, imageIndexFor, sizesOf } from './variant-selection';

describe('the quantity box', () => {
  it.each([
    [1, 5, 1],
    [3, 5, 3],
    [0, 5, 1],
    [-2, 5, 1],
    [6, 5, 5],
    [2.6, 5, 3],
    [Number.NaN, 5, 1],
    [4, 0, 1],
  ])('turns %d with stock %d into %d', (wanted, stock, quantity) => {
    expect(clampQuantity(wanted, stock)).toBe(quantity);
  });
});

describe('the stock indicator', () => {
  it('says sold out at 0, how many are left up to 10, in stock above', () => {
    expect(stockLevel(0)).toEqual({ kind: 'sold-out' });
    expect(stockLevel(1)).toEqual({ kind: 'low', left: 1 });
    expect(stockLevel(10)).toEqual({ kind: 'low', left: 10 });
    expect(stockLevel(11)).toEqual({ kind: 'in-stock' });
  });
});

describe('the variant selectors', () => {
  const variant = (variant_id: number, size?: string, color?: string): Variant => ({
    variant_id,
    id: 1,
    sku: `SKU-${variant_id}`,
    size,
    color,
    image_id: variant_id * 10,
  });
  const variants = [
    variant(1, 's', 'red'),
    variant(2, 's', 'blue'),
    variant(3, 'm', 'red'),
    variant(4, 'l', 'green'),
  ];
  const product = { variants };

  it('list each size and colour once, in order', () => {
    expect(sizesOf(product)).toEqual(['s', 'm', 'l']);
    expect(colorsOf(product)).toEqual(['red', 'blue', 'green']);
    expect(sizesOf({ variants: [variant(9)] })).toEqual([]);
  });

  it('keep the other choice when the combination exists', () => {
    expect(chooseVariant(variants, variants[1], { size: 's' })?.variant_id).toBe(2);
    expect(chooseVariant(variants, variants[0], { size: 'm' })?.variant_id).toBe(3);
    expect(chooseVariant(variants, variants[2], { color: 'red' })?.variant_id).toBe(3);
  });

  it('take the first variant with the new value otherwise', () => {
    expect(chooseVariant(variants, variants[1], { size: 'l' })?.variant_id).toBe(4);
    expect(chooseVariant(variants, variants[3], { color: 'blue' })?.variant_id).toBe(2);
  });

  it('keep the current variant for a value no variant has', () => {
    expect(chooseVariant(variants, variants[1], { color: 'pink' })?.variant_id).toBe(2);
  });

  it("find the variant's image by either side of the link", () => {
    const images = [
      { image_id: 10, id: 1, alt: 'red', src: 'a.svg', variant_id: [] },
      { image_id: 99, id: 1, alt: 'blue', src: 'b.svg', variant_id: [2] },
    ];
    expect(imageIndexFor(images, variants[0])).toBe(0);
    expect(imageIndexFor(images, variants[1])).toBe(1);
    expect(imageIndexFor(images, variants[3])).toBeUndefined();
    expect(imageIndexFor(images, undefined)).toBeUndefined();
  });
});
