import { categorySlug } from '@shop/core/shared';
import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  categoryChoices,
  categoryChoicesWith,
  chargedPrice,
  collectionChoices,
  productImageUrl,
  stockLevel,
  toCategorySlug,
} from './catalog';

describe('stockLevel', () => {
  it('flags sold out at 0 and low stock up to 5', () => {
    expect(stockLevel(0)).toBe('sold_out');
    expect(stockLevel(1)).toBe('low');
    expect(stockLevel(5)).toBe('low');
    expect(stockLevel(6)).toBe('in_stock');
  });
});

describe('chargedPrice', () => {
  it('takes the discount off in cents and rounds to the cent like the server', () => {
    expect(chargedPrice(12.99, 20)).toBe(10.39);
    expect(chargedPrice(12.99, 0)).toBe(12.99);
    expect(chargedPrice(0.05, 50)).toBe(0.03);
    expect(chargedPrice(19.99, 90)).toBe(2);
  });
});

describe('productImageUrl', () => {
  it('points at the image the server draws', () => {
    expect(productImageUrl(101, 1)).toBe('/images/products/101-1.svg');
  });
});

describe('choices', () => {
  it('name each choice by a translation key without spaces', () => {
    expect(collectionChoices).toContainEqual({
      id: 'best sellers',
      name: 'resources.products.collections.best_sellers',
    });
    expect(categoryChoices).toContainEqual({
      id: 'instant-noodles',
      name: 'resources.products.categories.instant-noodles',
    });
  });

  it('only know categories that are valid slugs', () => {
    for (const category of CATEGORIES) expect(category).toMatch(categorySlug);
  });
});

describe('categoryChoicesWith', () => {
  it('adds a category outside the known list, once, named by its slug', () => {
    const choices = categoryChoicesWith('condiments', undefined, 'condiments', null);
    expect(choices).toHaveLength(CATEGORIES.length + 1);
    expect(choices.at(-1)).toEqual({ id: 'condiments', name: 'condiments' });
  });

  it('keeps the known list as it is for a known category', () => {
    expect(categoryChoicesWith('teas')).toEqual(categoryChoices);
  });
});

describe('toCategorySlug', () => {
  it('lowercases and joins words with hyphens', () => {
    expect(toCategorySlug('  Frozen   Food ')).toBe('frozen-food');
    expect(toCategorySlug('teas')).toBe('teas');
  });
});
