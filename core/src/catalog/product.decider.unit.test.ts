import { describe, expect, it } from 'vitest';
import { DomainError } from '../decider/decider.js';
import { type ProductCommand, productDecider } from './product.decider.js';
import { chargedCents, type ProductEvent, type ProductVariant } from './product.events.js';

const listing: Extract<ProductCommand, { type: 'ListProduct' }> = {
  type: 'ListProduct',
  productId: 37,
  title: { 'en-US': 'Matcha KitKat, 12 minis', ja: 'キットカット 抹茶 12枚' },
  description: { 'en-US': 'Green tea wafers from Japan.' },
  brand: 'Nestlé Japan',
  category: 'sweets',
  collections: ['best sellers'],
  tags: ['matcha', 'chocolate'],
  isNew: false,
  weightGrams: 140,
  variants: [
    { variantId: 1, sku: 'KK-MATCHA-12', size: '12 pack', color: 'green', imageId: 1 },
    { variantId: 2, sku: 'KK-MATCHA-24', size: '24 pack', color: 'green', imageId: 1 },
  ],
  images: [{ imageId: 1, alt: 'green', variantIds: [1, 2] }],
  priceCents: 1299,
  discountPercent: 20,
};

function given(events: ProductEvent[]) {
  return events.reduce(productDecider.evolve, productDecider.initialState);
}
const listed = () => productDecider.decide(listing, given([])) as ProductEvent[];

describe('product decider', () => {
  it('lists a product with its details and price', () => {
    const [event] = listed();
    expect(event?.type).toBe('ProductListed');
    expect(event?.data).toMatchObject({
      productId: 37,
      priceCents: 1299,
      brand: 'Nestlé Japan',
    });
  });

  it('refuses a second product with the same id', () => {
    expect(() => productDecider.decide(listing, given(listed()))).toThrowError(
      new DomainError('product_exists', 'Product 37 already exists.'),
    );
  });

  it('refuses repeated variant ids and images pointing at missing variants', () => {
    const repeated = {
      ...listing,
      variants: [listing.variants[0], listing.variants[0]],
    } as typeof listing;
    expect(() => productDecider.decide(repeated, given([]))).toThrowError(
      /Variant id 1 is used twice/,
    );
    const dangling = { ...listing, images: [{ imageId: 1, alt: 'green', variantIds: [1, 9] }] };
    expect(() => productDecider.decide(dangling, given([]))).toThrowError(
      /Image 1 points at variant 9, which this product does not have/,
    );
    const missingImage = {
      ...listing,
      variants: [{ variantId: 1, sku: 'X', imageId: 4 }],
      images: [{ imageId: 1, alt: 'red', variantIds: [1] }],
    };
    expect(() => productDecider.decide(missingImage, given([]))).toThrowError(/shows image 4/);
  });

  it('keeps a video on this shop or at an https address, and refuses anything a page could run', () => {
    for (const videoUrl of ['/videos/matcha-kitkat.mp4', 'https://video.example.com/kk.mp4']) {
      const [event] = productDecider.decide({ ...listing, videoUrl }, given([])) as ProductEvent[];
      expect(event?.data).toMatchObject({ videoUrl });
    }
    for (const videoUrl of ['javascript:alert(1)', '//evil.example/x.mp4', 'http://a/x', '/a b']) {
      expect(() => productDecider.decide({ ...listing, videoUrl }, given([]))).toThrowError(
        /A video is a path on this shop/,
      );
    }
  });

  it('records a new video as a change of details', () => {
    const { type: _type, productId: _id, priceCents, discountPercent, ...details } = listing;
    const events = productDecider.decide(
      {
        type: 'EditProduct',
        details: { ...details, videoUrl: '/videos/kk.mp4' },
        price: { priceCents, discountPercent },
      },
      given(listed()),
    ) as ProductEvent[];
    expect(events).toEqual([
      { type: 'ProductDetailsChanged', data: { ...details, videoUrl: '/videos/kk.mp4' } },
    ]);
  });

  it('refuses prices and discounts out of range', () => {
    for (const bad of [{ priceCents: 0 }, { priceCents: 12.5 }, { discountPercent: 95 }]) {
      expect(() => productDecider.decide({ ...listing, ...bad }, given([]))).toThrowError(
        DomainError,
      );
    }
  });

  it('edits details and price in one decision, recording only what changed', () => {
    const state = given(listed());
    const {
      type: _type,
      productId: _id,
      priceCents: _p,
      discountPercent: _d,
      ...details
    } = listing;
    const price = { priceCents: 1299, discountPercent: 20 };
    expect(productDecider.decide({ type: 'EditProduct', details, price }, state)).toEqual([]);
    const cheaper = { priceCents: 999, discountPercent: 0 };
    expect(productDecider.decide({ type: 'EditProduct', details, price: cheaper }, state)).toEqual([
      { type: 'ProductPriceChanged', data: cheaper },
    ]);
    const renamed = { ...details, brand: 'Nestlé' };
    expect(
      productDecider.decide({ type: 'EditProduct', details: renamed, price: cheaper }, state),
    ).toEqual([
      { type: 'ProductDetailsChanged', data: renamed },
      { type: 'ProductPriceChanged', data: cheaper },
    ]);
    expect(() =>
      productDecider.decide(
        { type: 'EditProduct', details, price: { priceCents: 0, discountPercent: 0 } },
        state,
      ),
    ).toThrowError(DomainError);
  });

  it('refuses changes to a delisted product', () => {
    const events = [
      ...listed(),
      { type: 'ProductDelisted', data: { reason: 'discontinued' } } as const,
    ];
    expect(() =>
      productDecider.decide({ type: 'DelistProduct', reason: 'again' }, given(events)),
    ).toThrowError(new DomainError('product_delisted', 'Product 37 is no longer listed.'));
  });

  it('charges the price less the discount, to the cent', () => {
    expect(chargedCents({ priceCents: 1299, discountPercent: 20 })).toBe(1039);
    expect(chargedCents({ priceCents: 4500, discountPercent: 0 })).toBe(4500);
  });
});

describe('product decider: variant prices and sale ends', () => {
  const [single, box] = listing.variants as [ProductVariant, ProductVariant];
  it('lists variants with prices of their own and a sale with an end date', () => {
    const [event] = productDecider.decide(
      {
        ...listing,
        variants: [single, { ...box, priceCents: 2399 }],
        saleEndsAt: '2026-12-01T00:00:00.000Z',
      },
      given([]),
    ) as ProductEvent[];
    expect(event?.data).toMatchObject({
      saleEndsAt: '2026-12-01T00:00:00.000Z',
      variants: [{ variantId: 1 }, { variantId: 2, priceCents: 2399 }],
    });
  });

  it('refuses a variant price that is not a positive number of cents', () => {
    const bad = { ...listing, variants: [{ ...single, priceCents: 0 }, box] };
    expect(() => productDecider.decide(bad, given([]))).toThrowError(
      new DomainError('invalid_price', 'Variant 1: the price is a positive amount in cents.'),
    );
  });

  it('records a changed sale end as a price change, on the product’s own stream', () => {
    const state = given(listed());
    const details = state.status === 'listed' ? state.details : listing;
    const events = productDecider.decide(
      {
        type: 'EditProduct',
        details,
        price: { priceCents: 1299, discountPercent: 20, saleEndsAt: '2026-12-24T00:00:00.000Z' },
      },
      state,
    );
    expect(events).toEqual([
      {
        type: 'ProductPriceChanged',
        data: { priceCents: 1299, discountPercent: 20, saleEndsAt: '2026-12-24T00:00:00.000Z' },
      },
    ]);
  });

  it('folds a sale that has ended into the price, variants too, once', () => {
    const ends = '2026-12-01T00:00:00.000Z';
    const state = given(
      productDecider.decide(
        { ...listing, variants: [single, { ...box, discountPercent: 30 }], saleEndsAt: ends },
        given([]),
      ) as ProductEvent[],
    );
    expect(
      productDecider.decide({ type: 'EndSale', at: '2026-11-30T23:59:59.000Z' }, state),
    ).toEqual([]);
    const ended = productDecider.decide({ type: 'EndSale', at: ends }, state) as ProductEvent[];
    expect(ended).toEqual([
      {
        type: 'ProductDetailsChanged',
        data: expect.objectContaining({ variants: [single, { ...box }] }),
      },
      { type: 'ProductPriceChanged', data: { priceCents: 1299, discountPercent: 0 } },
    ]);
    const after = ended.reduce(productDecider.evolve, state);
    expect(
      productDecider.decide({ type: 'EndSale', at: '2026-12-02T00:00:00.000Z' }, after),
    ).toEqual([]);
  });
});
