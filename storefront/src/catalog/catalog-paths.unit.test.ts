import { describe, expect, it } from 'vitest';
import {
  categoriesPath,
  filtersPath,
  productPath,
  productsPath,
  searchPath,
} from './catalog-paths';
import { emptyCollectionQuery } from './collection-query';

const ja = { lang: 'ja', currency: 'JPY' } as const;

describe('the catalogue paths', () => {
  it('ask for a filtered, sorted collection page in the language and currency', () => {
    const query = {
      ...emptyCollectionQuery,
      brands: ['meiji', 'calbee'],
      minPrice: 500,
      maxPrice: 2000,
      sort: 'low' as const,
      page: 2,
    };
    expect(productsPath({ cid: 'sweets', query }, ja)).toBe(
      '/products?cid=sweets&brand=meiji%2Ccalbee&minPrice=500&maxPrice=2000&sort=low&page=2&pageSize=12&lang=ja&currency=JPY',
    );
  });

  it('treat the "all" category as no category', () => {
    expect(productsPath({ cid: 'all', query: emptyCollectionQuery }, ja)).toBe(
      '/products?pageSize=12&lang=ja&currency=JPY',
    );
    expect(filtersPath('all', ja)).toBe('/filters?lang=ja&currency=JPY');
    expect(filtersPath('teas', ja)).toBe('/filters?cid=teas&lang=ja&currency=JPY');
  });

  it('ask for a collection label', () => {
    expect(productsPath({ collection: 'best sellers', pageSize: 8 }, ja)).toBe(
      '/products?collection=best+sellers&pageSize=8&lang=ja&currency=JPY',
    );
  });

  it('ask for one product, a search and the categories', () => {
    expect(productPath(7, ja)).toBe('/products/7?lang=ja&currency=JPY');
    expect(searchPath('Matcha Kit', 1, ja)).toBe('/search?keyword=Matcha+Kit&lang=ja&currency=JPY');
    expect(searchPath('tea', 3, ja)).toBe('/search?keyword=tea&page=3&lang=ja&currency=JPY');
    expect(categoriesPath(ja)).toBe('/categories?lang=ja&currency=JPY');
  });
});
