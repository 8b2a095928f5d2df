import type { CurrencyCode } from '@shop/core/shared';
import { queryString } from '../api/query-string';
import type { Language } from '../i18n/languages';
import type { CollectionQuery } from './collection-query';
import type { CollectionLabel } from './product';

/** Every catalogue call names its language and currency: titles and prices depend on them. */
export interface CatalogLocale {
  readonly lang: Language;
  readonly currency: CurrencyCode;
}

export interface ProductListRequest {
  readonly cid?: string;
  readonly query?: CollectionQuery;
  readonly collection?: CollectionLabel;
  readonly pageSize?: number;
}

/** `GET /products` for a collection page, a home page tab or grid. */
export function productsPath(
  { cid, query, collection, pageSize }: ProductListRequest,
  { lang, currency }: CatalogLocale,
): string {
  return `/products${queryString({
    cid: cid === 'all' ? undefined : cid,
    brand: query?.brands,
    color: query?.colors,
    size: query?.sizes,
    tags: query?.tags,
    minPrice: query?.minPrice,
    maxPrice: query?.maxPrice,
    collection,
    sort: query?.sort,
    page: query && query.page > 1 ? query.page : undefined,
    pageSize: query?.pageSize ?? pageSize,
    lang,
    currency,
  })}`;
}

export function productPath(id: number, { lang, currency }: CatalogLocale): string {
  return `/products/${id}${queryString({ lang, currency })}`;
}

export function searchPath(keyword: string, page: number, { lang, currency }: CatalogLocale) {
  return `/search${queryString({ keyword, page: page > 1 ? page : undefined, lang, currency })}`;
}

export function categoriesPath({ lang, currency }: CatalogLocale): string {
  return `/categories${queryString({ lang, currency })}`;
}

export function filtersPath(cid: string, { lang, currency }: CatalogLocale): string {
  return `/filters${queryString({ cid: cid === 'all' ? undefined : cid, lang, currency })}`;
}
