import { describe, expect, it } from 'vitest';
import {
  clearFilters,
  collectionSearchParams,
  emptyCollectionQuery,
  hasFilters,
  parseCollectionQuery,
  refine,
  toggle,
} from './collection-query';

const parse = (query: string) => parseCollectionQuery(new URLSearchParams(query));

describe('the collection query in the URL', () => {
  it('is the default listing when empty', () => {
    expect(parse('')).toEqual({
      ...emptyCollectionQuery,
      minPrice: undefined,
      maxPrice: undefined,
    });
    expect(collectionSearchParams(emptyCollectionQuery).toString()).toBe('');
  });

  it('reads every filter, the order, the page and the layout', () => {
    expect(
      parse(
        'brand=meiji,calbee&color=green,red&size=12%20pack&tags=matcha&minPrice=5&maxPrice=20.5&sort=low&page=3&pageSize=24&view=list&layout=six-grid',
      ),
    ).toEqual({
      brands: ['meiji', 'calbee'],
      colors: ['green', 'red'],
      sizes: ['12 pack'],
      tags: ['matcha'],
      minPrice: 5,
      maxPrice: 20.5,
      sort: 'low',
      page: 3,
      pageSize: 24,
      view: 'list',
      layout: 'six-grid',
    });
  });

  it('survives a round trip', () => {
    const query = {
      ...emptyCollectionQuery,
      brands: ['mark&mia', 'ck'],
      colors: ['blue'] as const,
      tags: ['new'],
      minPrice: 0,
      sort: 'z-a' as const,
      page: 2,
      pageSize: 48 as const,
      layout: 'right-sidebar' as const,
    };
    const url = collectionSearchParams(query).toString();
    expect(url).toBe(
      'brand=mark%26mia%2Cck&color=blue&tags=new&minPrice=0&sort=z-a&page=2&pageSize=48&layout=right-sidebar',
    );
    expect(parse(url)).toEqual({ ...query, maxPrice: undefined });
  });

  it('falls back to the defaults for malformed values', () => {
    expect(
      parse(
        'color=pink,green&minPrice=-3&maxPrice=abc&sort=cheap&page=0&pageSize=13&view=table&layout=seven-grid',
      ),
    ).toEqual({
      ...emptyCollectionQuery,
      colors: ['green'],
      minPrice: undefined,
      maxPrice: undefined,
    });
    expect(parse('page=2.5').page).toBe(1);
  });

  it('drops empty and repeated list values', () => {
    expect(parse('brand=,meiji,,meiji, calbee').brands).toEqual(['meiji', 'calbee']);
  });
});

describe('changing the listing', () => {
  const onPage3 = { ...emptyCollectionQuery, page: 3, sort: 'high' as const, brands: ['meiji'] };

  it('goes back to page 1 when a filter changes', () => {
    expect(refine(onPage3, { brands: [] })).toEqual({ ...onPage3, brands: [], page: 1 });
  });

  it('clears the filters but keeps order, page size and layout', () => {
    const query = {
      ...onPage3,
      pageSize: 24 as const,
      view: 'list' as const,
      layout: 'metro' as const,
      maxPrice: 9,
    };
    expect(clearFilters(query)).toEqual({
      ...emptyCollectionQuery,
      sort: 'high',
      pageSize: 24,
      view: 'list',
      layout: 'metro',
    });
    expect(hasFilters(query)).toBe(true);
    expect(hasFilters(clearFilters(query))).toBe(false);
  });

  it('toggles a value in a list', () => {
    expect(toggle(['a', 'b'], 'c')).toEqual(['a', 'b', 'c']);
    expect(toggle(['a', 'b'], 'a')).toEqual(['b']);
  });
});
