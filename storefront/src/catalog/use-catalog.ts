import { useCallback } from 'react';
import { type Resource, useResource } from '../api/use-resource';
import {
  categoriesPath,
  filtersPath,
  type ProductListRequest,
  productPath,
  productsPath,
  searchPath,
} from './catalog-paths';
import type { CategoryEntry, FilterChoices, ProductDetail, ProductPage } from './product';
import {
  decodeCategories,
  decodeFilterChoices,
  decodeProductDetail,
  decodeProductPage,
} from './product.decode';
import { useCatalogLocale } from './use-catalog-locale';

export function useCategories(): Resource<readonly CategoryEntry[]> {
  return useResource(categoriesPath(useCatalogLocale()), decodeCategories);
}

export function useFilterChoices(cid: string): Resource<FilterChoices> {
  return useResource(filtersPath(cid, useCatalogLocale()), decodeFilterChoices);
}

export function useProductList(request: ProductListRequest): Resource<ProductPage> {
  const locale = useCatalogLocale();
  const decode = useCallback(
    (raw: unknown) => decodeProductPage(raw, locale.currency),
    [locale.currency],
  );
  return useResource(productsPath(request, locale), decode);
}

/** Nothing is asked while `keyword` is empty: the page says so without a round trip. */
export function useSearchResults(keyword: string, page: number): Resource<ProductPage> {
  const locale = useCatalogLocale();
  const decode = useCallback(
    (raw: unknown) => decodeProductPage(raw, locale.currency),
    [locale.currency],
  );
  return useResource(keyword === '' ? null : searchPath(keyword, page, locale), decode);
}

export function useProductDetail(id: number | undefined): Resource<ProductDetail> {
  const locale = useCatalogLocale();
  const decode = useCallback(
    (raw: unknown) => decodeProductDetail(raw, locale.currency),
    [locale.currency],
  );
  return useResource(id === undefined ? null : productPath(id, locale), decode);
}
