import { describe, expect, it } from 'vitest';
import { UnexpectedAnswerError } from './decode';
import {
  decodeCategories,
  decodeFilterChoices,
  decodeProduct,
  decodeProductDetail,
  decodeProductPage,
} from './product.decode';

const matchaKitKat = {
  id: 101,
  title: 'Matcha KitKat, 12 minis',
  description: 'Green tea wafers.',
  type: 'sweets',
  category: 'sweets',
  brand: 'Nestlé Japan',
  collection: ['best sellers', 'on sale'],
  tags: ['matcha', 'chocolate'],
  price: 12.99,
  charged: 10.39,
  currency: 'USD',
  sale: true,
  discount: '20',
  stock: 12,
  new: false,
  variants: [
    { variant_id: 1, id: 101, sku: 'KK-MATCHA-12', size: '12 pack', color: 'green', image_id: 1 },
  ],
  images: [
    { image_id: 1, id: 101, alt: 'green', src: '/images/products/101-1.svg', variant_id: [1] },
  ],
};

describe('decodeProduct', () => {
  it("reads the contract's product", () => {
    expect(decodeProduct(matchaKitKat, 'KRW')).toEqual({
      ...matchaKitKat,
      weight: undefined,
      categoryTitle: undefined,
    });
  });

  it('fills what the sample data leaves out', () => {
    const product = decodeProduct({ id: 7, price: '45' }, 'JPY');
    expect(product).toMatchObject({
      id: 7,
      title: '#7',
      price: 45,
      charged: 45,
      currency: 'JPY',
      stock: 0,
      tags: [],
      variants: [],
      images: [],
    });
  });

  it('drops broken variants and images but keeps the product', () => {
    const product = decodeProduct(
      { ...matchaKitKat, variants: [{ sku: 'x' }, ...matchaKitKat.variants], images: [{}] },
      'USD',
    );
    expect(product.variants).toHaveLength(1);
    expect(product.images).toEqual([]);
  });

  it('reads a weight in grams under either name', () => {
    expect(decodeProduct({ ...matchaKitKat, weightGrams: 136 }, 'USD').weight).toBe(136);
    expect(decodeProduct({ ...matchaKitKat, weight: 0 }, 'USD').weight).toBeUndefined();
  });

  it('rejects an answer without an id or price', () => {
    expect(() => decodeProduct({ title: 'x' }, 'USD')).toThrow(UnexpectedAnswerError);
    expect(() => decodeProduct('nope', 'USD')).toThrow(UnexpectedAnswerError);
  });
});

describe('the list answers', () => {
  it('reads a page of products', () => {
    expect(
      decodeProductPage(
        { items: [matchaKitKat], total: 57, page: 2, pageSize: 12, pages: 5 },
        'USD',
      ),
    ).toMatchObject({ total: 57, page: 2, pageSize: 12, pages: 5, items: [{ id: 101 }] });
  });

  it('reads a product with its related products', () => {
    const detail = decodeProductDetail({ ...matchaKitKat, related: [matchaKitKat] }, 'USD');
    expect(detail.related.map(({ id }) => id)).toEqual([101]);
  });

  it('reads categories and the sidebar choices', () => {
    expect(decodeCategories([{ cid: 'all', title: 'All', type: 'all', badgeValue: 240 }])).toEqual([
      { cid: 'all', title: 'All', type: 'all', badgeValue: 240 },
    ]);
    expect(
      decodeFilterChoices({
        brands: [{ value: 'meiji', count: 9 }],
        colors: ['green'],
        sizes: [],
        tags: [{ count: 2 }],
        price: { min: 1.99, max: 49.5 },
      }),
    ).toEqual({
      brands: [{ value: 'meiji', count: 9 }],
      colors: [{ value: 'green', count: 0 }],
      sizes: [],
      tags: [],
      price: { min: 1.99, max: 49.5 },
    });
  });
});

describe('a product video', () => {
  it('is kept when it is a path on this shop or an https address', () => {
    for (const video of ['/videos/kk.mp4', 'https://video.example.com/kk.mp4']) {
      expect(decodeProductDetail({ ...matchaKitKat, video }, 'USD').video).toBe(video);
    }
  });

  it('is dropped when it is anything else, or missing', () => {
    for (const video of ['javascript:alert(1)', '//evil.example/kk.mp4', 'http://a/kk.mp4', 3]) {
      expect(decodeProductDetail({ ...matchaKitKat, video }, 'USD')).not.toHaveProperty('video');
    }
    expect(decodeProductDetail(matchaKitKat, 'USD')).not.toHaveProperty('video');
  });
});
