import { describe, expect, it } from 'vitest';
import { toCreatePayload, toUpdatePayload } from './productPayload';
import type { ProductFormValues } from './types';

/** An edit form as react-admin fills it: the record, with its derived fields, plus inputs. */
const editForm = (overrides: Partial<ProductFormValues> = {}): ProductFormValues =>
  ({
    id: 101,
    title: { 'en-US': ' Matcha KitKat ', ko: '말차 킷캣', ja: '', 'zh-CN': null },
    description: { 'en-US': 'Green tea wafers.', ja: '  ' },
    brand: ' Nestlé Japan ',
    category: 'sweets',
    collections: ['best sellers', 'on sale'],
    tags: [' matcha ', '', 'chocolate', 'matcha'],
    isNew: false,
    weightGrams: 136,
    variants: [
      { variantId: 1, sku: ' KK-12 ', size: '', color: '', imageId: 1 },
      { variantId: 2, sku: 'KK-24', size: '24 pack', color: 'green', imageId: 1 },
    ],
    images: [{ imageId: 1, alt: 'green', variantIds: [1, 2, 2] }],
    videoUrl: ' /videos/matcha-kitkat.mp4 ',
    price: 12.990000000000002,
    discount: 20,
    // What the record carries and the server computes; never sent back.
    charged: 10.39,
    stock: 12,
    listed: true,
    ...overrides,
  }) as ProductFormValues;

const details = {
  title: { 'en-US': 'Matcha KitKat', ko: '말차 킷캣' },
  description: { 'en-US': 'Green tea wafers.' },
  brand: 'Nestlé Japan',
  category: 'sweets',
  collections: ['best sellers', 'on sale'],
  tags: ['matcha', 'chocolate'],
  isNew: false,
  weightGrams: 136,
  variants: [
    { variantId: 1, sku: 'KK-12', imageId: 1 },
    { variantId: 2, sku: 'KK-24', size: '24 pack', color: 'green', imageId: 1 },
  ],
  images: [{ imageId: 1, alt: 'green', variantIds: [1, 2] }],
  videoUrl: '/videos/matcha-kitkat.mp4',
};

describe('toUpdatePayload', () => {
  it('sends the details and price, cleaned up, without the derived fields', () => {
    expect(toUpdatePayload(editForm())).toEqual({
      id: 101,
      ...details,
      price: 12.99,
      discount: 20,
    });
  });

  it('sends a stock change with its reason only when there is one', () => {
    expect(toUpdatePayload(editForm({ stockDelta: 0, stockReason: 'ignored' }))).not.toHaveProperty(
      'stockDelta',
    );
    expect(toUpdatePayload(editForm({ stockDelta: null }))).not.toHaveProperty('stockReason');
    expect(toUpdatePayload(editForm({ stockDelta: -2, stockReason: ' Damaged ' }))).toMatchObject({
      stockDelta: -2,
      stockReason: 'Damaged',
    });
  });
});

describe('toCreatePayload', () => {
  it('sends the given id, the details, the price and the initial stock', () => {
    const {
      charged: _charged,
      listed: _listed,
      ...form
    } = editForm() as ProductFormValues & {
      charged: number;
      listed: boolean;
    };
    expect(toCreatePayload({ ...form, id: 901, stock: 30 })).toEqual({
      id: 901,
      ...details,
      price: 12.99,
      discount: 20,
      stock: 30,
    });
  });

  it('fills what a fresh form may leave empty', () => {
    const payload = toCreatePayload({
      id: 902,
      title: { 'en-US': 'Pocky' },
      description: { 'en-US': 'Biscuit sticks.' },
      brand: 'Glico',
      category: 'snacks',
      weightGrams: 70,
      price: 3.5,
    });
    expect(payload).toEqual({
      id: 902,
      title: { 'en-US': 'Pocky' },
      description: { 'en-US': 'Biscuit sticks.' },
      brand: 'Glico',
      category: 'snacks',
      collections: [],
      tags: [],
      isNew: false,
      weightGrams: 70,
      variants: [],
      images: [],
      // No video: the server keeps none.
      videoUrl: '',
      price: 3.5,
      discount: 0,
      stock: 0,
    });
  });
});
