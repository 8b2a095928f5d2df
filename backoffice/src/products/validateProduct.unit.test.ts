import { describe, expect, it } from 'vitest';
import type { ProductFormValues } from './types';
import { validateProduct } from './validateProduct';

/** A product the server accepts: one variant showing one image that belongs to it. */
const valid = (overrides: Partial<ProductFormValues> = {}): ProductFormValues => ({
  id: 101,
  title: { 'en-US': 'Matcha KitKat, 12 minis', ko: '', ja: null },
  description: { 'en-US': 'Green tea wafers.' },
  brand: 'Nestlé Japan',
  category: 'sweets',
  collections: ['best sellers'],
  tags: ['matcha'],
  isNew: false,
  weightGrams: 136,
  variants: [{ variantId: 1, sku: 'KK-MATCHA-12', size: '12 pack', color: 'green', imageId: 1 }],
  images: [{ imageId: 1, alt: 'green', variantIds: [1] }],
  price: 12.99,
  discount: 20,
  stock: 12,
  ...overrides,
});

const message = (name: string, args: Record<string, unknown>) => ({
  message: `resources.products.validation.${name}`,
  args,
});

describe('validateProduct', () => {
  it('accepts a valid product, to create and to edit', () => {
    expect(validateProduct(valid(), 'create')).toEqual({});
    expect(validateProduct(valid({ stockDelta: null, stockReason: '' }), 'edit')).toEqual({});
  });

  it('requires the English title and description, and nothing in the other languages', () => {
    const errors = validateProduct(
      valid({ title: { 'en-US': '  ', ko: '말차' }, description: {} }),
      'edit',
    );
    expect(errors.title).toEqual({ 'en-US': 'ra.validation.required' });
    expect(errors.description).toEqual({ 'en-US': 'ra.validation.required' });
  });

  it('requires a brand, a category slug and a positive whole weight', () => {
    expect(validateProduct(valid({ brand: '' }), 'edit').brand).toBe('ra.validation.required');
    expect(validateProduct(valid({ category: null }), 'edit').category).toBe(
      'ra.validation.required',
    );
    for (const category of ['Sweets', 'instant noodles', '-tea', '2go']) {
      expect(validateProduct(valid({ category }), 'edit').category, category).toBe(
        'resources.products.validation.category_slug',
      );
    }
    expect(validateProduct(valid({ category: 'frozen-food' }), 'edit').category).toBeUndefined();
    for (const weightGrams of [0, -5, 12.5]) {
      expect(validateProduct(valid({ weightGrams }), 'edit').weightGrams).toBe(
        'resources.products.validation.positive_whole_number',
      );
    }
  });

  it('asks for a product id on create only', () => {
    expect(validateProduct(valid({ id: null }), 'create').id).toBe('ra.validation.required');
    expect(validateProduct(valid({ id: 0 }), 'create').id).toBe(
      'resources.products.validation.positive_whole_number',
    );
    expect(validateProduct(valid({ id: null }), 'edit').id).toBeUndefined();
  });

  it('takes prices above 0 with at most two decimals', () => {
    for (const price of [0.01, 12.99, 1.1, 1000]) {
      expect(validateProduct(valid({ price }), 'edit').price, String(price)).toBeUndefined();
    }
    for (const price of [0, -1, 12.999]) {
      expect(validateProduct(valid({ price }), 'edit').price, String(price)).toBe(
        'resources.products.validation.price',
      );
    }
    expect(validateProduct(valid({ price: null }), 'edit').price).toBe('ra.validation.required');
  });

  it('takes whole discounts from 0 to 90', () => {
    for (const discount of [0, 90]) {
      expect(validateProduct(valid({ discount }), 'edit').discount).toBeUndefined();
    }
    for (const discount of [-1, 91, 12.5]) {
      expect(validateProduct(valid({ discount }), 'edit').discount).toEqual(
        message('discount', { max: 90 }),
      );
    }
  });

  it('reports a variant id used twice on its second use', () => {
    const errors = validateProduct(
      valid({
        variants: [
          { variantId: 1, sku: 'A', imageId: 1 },
          { variantId: 1, sku: 'B', imageId: 1 },
        ],
      }),
      'edit',
    );
    expect(errors.variants).toEqual([
      {},
      { variantId: message('duplicate_variant_id', { id: 1 }) },
    ]);
  });

  it('reports an image id used twice on its second use', () => {
    const errors = validateProduct(
      valid({
        images: [
          { imageId: 1, alt: 'green', variantIds: [1] },
          { imageId: 1, alt: 'green', variantIds: [] },
        ],
      }),
      'edit',
    );
    expect(errors.images).toEqual([{}, { imageId: message('duplicate_image_id', { id: 1 }) }]);
  });

  it('reports an image pointing at a variant the product does not have', () => {
    const errors = validateProduct(
      valid({ images: [{ imageId: 1, alt: 'green', variantIds: [1, 9] }] }),
      'edit',
    );
    expect(errors.images).toEqual([
      { variantIds: message('image_missing_variant', { imageId: 1, variantId: 9 }) },
    ]);
  });

  it('reports a variant showing an image the product does not have', () => {
    const errors = validateProduct(
      valid({ variants: [{ variantId: 1, sku: 'KK', imageId: 3 }] }),
      'edit',
    );
    expect(errors.variants).toEqual([
      { imageId: message('variant_missing_image', { variantId: 1, imageId: 3 }) },
    ]);
  });

  it('requires the ids and SKU of every variant, and the id of every image', () => {
    const errors = validateProduct(
      valid({
        variants: [{ variantId: null, sku: ' ', imageId: null }],
        images: [{ imageId: null, alt: '', variantIds: [] }],
      }),
      'edit',
    );
    expect(errors.variants).toEqual([
      {
        variantId: 'ra.validation.required',
        sku: 'ra.validation.required',
        imageId: 'ra.validation.required',
      },
    ]);
    expect(errors.images).toEqual([{ imageId: 'ra.validation.required' }]);
  });

  it('accepts a product without variants or images', () => {
    expect(validateProduct(valid({ variants: [], images: [] }), 'edit')).toEqual({});
    expect(validateProduct(valid({ variants: null, images: undefined }), 'edit')).toEqual({});
  });

  it('asks for a whole initial stock of 0 or more on create', () => {
    expect(validateProduct(valid({ stock: 0 }), 'create').stock).toBeUndefined();
    expect(validateProduct(valid({ stock: null }), 'create').stock).toBe('ra.validation.required');
    for (const stock of [-1, 2.5]) {
      expect(validateProduct(valid({ stock }), 'create').stock).toBe(
        'resources.products.validation.stock',
      );
    }
  });

  it('asks why on edit when the stock changes, and only then', () => {
    expect(validateProduct(valid({ stockDelta: 0, stockReason: '' }), 'edit')).toEqual({});
    expect(validateProduct(valid({ stockDelta: 24, stockReason: ' ' }), 'edit')).toEqual({
      stockReason: 'resources.products.validation.stock_reason_required',
    });
    expect(validateProduct(valid({ stockDelta: -3, stockReason: 'Damaged' }), 'edit')).toEqual({});
  });

  it('refuses to take away more units than are in stock, or part of one', () => {
    expect(
      validateProduct(valid({ stock: 12, stockDelta: -13, stockReason: 'Count' }), 'edit'),
    ).toEqual({ stockDelta: message('stock_below_zero', { stock: 12, amount: 13 }) });
    expect(
      validateProduct(valid({ stock: 12, stockDelta: -12, stockReason: 'Count' }), 'edit'),
    ).toEqual({});
    expect(
      validateProduct(valid({ stockDelta: 1.5, stockReason: 'Count' }), 'edit').stockDelta,
    ).toBe('resources.products.validation.stock_delta');
  });
});

describe('validateProduct limits', () => {
  it('holds texts to the lengths the server keeps, in every language', () => {
    const long = 'x'.repeat(501);
    const errors = validateProduct(
      valid({ title: { 'en-US': 'Pocky', ja: long }, brand: 'b'.repeat(101) }),
      'edit',
    );
    expect(errors.title).toEqual({
      ja: { message: 'ra.validation.maxLength', args: { max: 500 } },
    });
    expect(errors.brand).toEqual({ message: 'ra.validation.maxLength', args: { max: 100 } });
  });

  it('holds amounts to the server ranges', () => {
    expect(validateProduct(valid({ weightGrams: 100_001 }), 'edit').weightGrams).toEqual({
      message: 'ra.validation.maxValue',
      args: { max: 100_000 },
    });
    expect(validateProduct(valid({ price: 1_000_000.01 }), 'edit').price).toEqual({
      message: 'ra.validation.maxValue',
      args: { max: 1_000_000 },
    });
  });

  it('takes at most 30 tags of 50 characters', () => {
    const tags = Array.from({ length: 31 }, (_, index) => `tag${index}`);
    expect(validateProduct(valid({ tags }), 'edit').tags).toEqual(
      message('too_many_tags', { max: 30 }),
    );
    const long = 't'.repeat(51);
    expect(validateProduct(valid({ tags: ['ok', long] }), 'edit').tags).toEqual(
      message('tag_too_long', { tag: long, max: 50 }),
    );
  });
});
