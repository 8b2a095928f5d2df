import { describe, expect, it } from 'vitest';
import { languages } from '../languages.js';
import { productDecider } from '../product.decider.js';
import { collectionLabels, colors } from '../product.events.js';
import { catalogueSeed, seedCategories } from './catalogue.seed.js';

const catalogue = catalogueSeed();
const share = (count: number) => count / catalogue.length;

// How many sentences a text has, by the full stops of its language.
const sentenceEnd = { 'en-US': /[.!?](?=\s|$)/g, ko: /[.!?](?=\s|$)/g, ja: /。/g, 'zh-CN': /。/g };

describe('catalogueSeed', () => {
  it('lists every product through the product decider', () => {
    for (const command of catalogue) {
      const events = productDecider.decide(command, productDecider.initialState);
      expect(events.map((event) => event.type)).toEqual(['ProductListed']);
    }
  });

  it('numbers at least 240 products 1 to N', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(240);
    expect(catalogue.map((product) => product.productId)).toEqual(
      catalogue.map((_, index) => index + 1),
    );
  });

  it('sells some Kit Kats as a single bar or a box of 12, the box at a price of its own', () => {
    const apart = catalogue.filter(
      (product) =>
        product.title['en-US'].includes('Kit Kat') &&
        product.variants.some((variant) => variant.size === '12 pack' && variant.priceCents),
    );
    expect(apart.length).toBeGreaterThanOrEqual(2);
    for (const product of apart) {
      const [single, box] = product.variants;
      expect(single).toMatchObject({ size: 'single bar' });
      expect(single?.priceCents).toBeUndefined();
      expect(box?.priceCents).toBeGreaterThan(product.priceCents * 5);
    }
  });

  it('is the same catalogue on every call', () => {
    expect(catalogueSeed()).toEqual(catalogue);
  });

  it('fills at least 8 categories with at least 10 products each', () => {
    const counts = new Map<string, number>();
    for (const { category } of catalogue) counts.set(category, (counts.get(category) ?? 0) + 1);
    expect(counts.size).toBeGreaterThanOrEqual(8);
    for (const [category, count] of counts) {
      expect(category).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(count, category).toBeGreaterThanOrEqual(10);
    }
    expect([...counts.keys()].sort()).toEqual(seedCategories.map(({ slug }) => slug).sort());
  });

  it('writes titles and descriptions in all four languages', () => {
    for (const { productId, title, description } of catalogue) {
      for (const language of languages) {
        expect(title[language]?.trim(), `${productId} ${language}`).toBeTruthy();
        expect(description[language]?.trim(), `${productId} ${language}`).toBeTruthy();
        if (language !== 'en-US') {
          expect(title[language], `${productId} ${language}`).not.toBe(title['en-US']);
          expect(description[language], `${productId} ${language}`).not.toBe(description['en-US']);
        }
      }
    }
  });

  it('describes each product in one to three sentences, the same number in every language', () => {
    for (const { productId, description } of catalogue) {
      const counts = languages.map(
        (language) => (description[language] ?? '').match(sentenceEnd[language])?.length ?? 0,
      );
      expect(new Set(counts).size, `${productId}: ${counts}`).toBe(1);
      expect(counts[0]).toBeGreaterThanOrEqual(1);
      expect(counts[0]).toBeLessThanOrEqual(3);
    }
  });

  it('gives every product its own English title', () => {
    const titles = catalogue.map(({ title }) => title['en-US']);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('fills every collection, and "on sale" with exactly the discounted products', () => {
    for (const label of collectionLabels) {
      const count = catalogue.filter((product) => product.collections.includes(label)).length;
      expect(count, label).toBeGreaterThanOrEqual(12);
    }
    for (const { productId, collections, discountPercent } of catalogue) {
      expect(collections.includes('on sale'), `${productId}`).toBe(discountPercent > 0);
    }
  });

  it('discounts about 30 % of the products by 5 to 40 %, and marks about 15 % new', () => {
    const discounted = catalogue.filter((product) => product.discountPercent > 0);
    expect(share(discounted.length)).toBeGreaterThan(0.25);
    expect(share(discounted.length)).toBeLessThan(0.35);
    for (const { discountPercent } of discounted) {
      expect(discountPercent).toBeGreaterThanOrEqual(5);
      expect(discountPercent).toBeLessThanOrEqual(40);
    }
    const fresh = catalogue.filter((product) => product.isNew).length;
    expect(share(fresh)).toBeGreaterThan(0.1);
    expect(share(fresh)).toBeLessThan(0.2);
  });

  it('prices products from $1.99 to $49.99, with stock from 0 to 300 and at least 10 sold out', () => {
    for (const { productId, priceCents, stock, weightGrams } of catalogue) {
      expect(priceCents, `${productId}`).toBeGreaterThanOrEqual(199);
      expect(priceCents, `${productId}`).toBeLessThanOrEqual(4999);
      expect(stock, `${productId}`).toBeGreaterThanOrEqual(0);
      expect(stock, `${productId}`).toBeLessThanOrEqual(300);
      expect(weightGrams, `${productId}`).toBeGreaterThan(0);
    }
    expect(catalogue.filter((product) => product.stock === 0).length).toBeGreaterThanOrEqual(10);
  });

  it('tags products in lower case with flavour, brand, origin, and "new" or "sale" where true', () => {
    for (const { productId, tags, isNew, discountPercent } of catalogue) {
      for (const tag of tags) expect(tag, `${productId}`).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(tags.includes('japan') || tags.includes('usa'), `${productId}`).toBe(true);
      expect(tags.includes('new'), `${productId}`).toBe(isNew);
      expect(tags.includes('sale'), `${productId}`).toBe(discountPercent > 0);
    }
  });

  it('offers 1 to 3 packs, each shown by the one image of its colour', () => {
    for (const { productId, variants, images } of catalogue) {
      expect(variants.length, `${productId}`).toBeGreaterThanOrEqual(1);
      expect(variants.length, `${productId}`).toBeLessThanOrEqual(3);
      for (const variant of variants) {
        expect(variant.size, `${productId}`).toBeTruthy();
        expect(colors, `${productId}`).toContain(variant.color);
        const image = images.find((candidate) => candidate.imageId === variant.imageId);
        expect(image?.alt, `${productId}`).toBe(variant.color);
        expect(image?.variantIds, `${productId}`).toContain(variant.variantId);
      }
      const alts = images.map((image) => image.alt);
      expect(new Set(alts).size, `${productId}`).toBe(alts.length);
    }
  });

  it('gives every variant its own SKU', () => {
    const skus = catalogue.flatMap((product) => product.variants.map((variant) => variant.sku));
    expect(new Set(skus).size).toBe(skus.length);
  });
});
