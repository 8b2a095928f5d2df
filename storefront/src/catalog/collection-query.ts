import {
  type CollectionLayout,
  defaultCollectionLayout,
  parseCollectionLayout,
} from './collection-layout';
import { type Color, isColor } from './product';

export const sortOptions = ['a-z', 'z-a', 'low', 'high'] as const;
export type SortOption = (typeof sortOptions)[number];

export const pageSizes = [12, 24, 48] as const;
export type PageSize = (typeof pageSizes)[number];

export type ListView = 'grid' | 'list';

/** Everything that shapes a collection listing besides its category; all of it lives in the URL. */
export interface CollectionQuery {
  readonly brands: readonly string[];
  readonly colors: readonly Color[];
  readonly sizes: readonly string[];
  readonly tags: readonly string[];
  readonly minPrice?: number;
  readonly maxPrice?: number;
  /** None: the API's default order, newest first. */
  readonly sort?: SortOption;
  readonly page: number;
  readonly pageSize: PageSize;
  readonly view: ListView;
  readonly layout: CollectionLayout;
}

export const emptyCollectionQuery: CollectionQuery = {
  brands: [],
  colors: [],
  sizes: [],
  tags: [],
  page: 1,
  pageSize: 12,
  view: 'grid',
  layout: defaultCollectionLayout,
};

function listParam(params: URLSearchParams, name: string): string[] {
  const values = (params.get(name) ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
  return [...new Set(values)];
}

function priceParam(params: URLSearchParams, name: string): number | undefined {
  const raw = params.get(name);
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

function isSortOption(value: string | null): value is SortOption {
  return (sortOptions as readonly (string | null)[]).includes(value);
}

function isPageSize(value: number): value is PageSize {
  return (pageSizes as readonly number[]).includes(value);
}

/**
 * The listing a shared or reloaded URL asks for; anything malformed falls back to the default,
 * so a hand-edited link still shows products.
 *
 * @example parseCollectionQuery(new URLSearchParams('brand=meiji,calbee&sort=low&page=2'))
 */
export function parseCollectionQuery(params: URLSearchParams): CollectionQuery {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  return {
    brands: listParam(params, 'brand'),
    colors: listParam(params, 'color').filter(isColor),
    sizes: listParam(params, 'size'),
    tags: listParam(params, 'tags'),
    minPrice: priceParam(params, 'minPrice'),
    maxPrice: priceParam(params, 'maxPrice'),
    sort: isSortOption(sort) ? sort : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    pageSize: isPageSize(pageSize) ? pageSize : emptyCollectionQuery.pageSize,
    view: params.get('view') === 'list' ? 'list' : 'grid',
    layout: parseCollectionLayout(params.get('layout')),
  };
}

/**
 * The URL query for a listing, leaving out defaults so the plain page keeps a plain URL. The
 * names and comma-separated lists are the API's, so the same values go to both.
 */
export function collectionSearchParams(query: CollectionQuery): URLSearchParams {
  const params = new URLSearchParams();
  const lists = [
    ['brand', query.brands],
    ['color', query.colors],
    ['size', query.sizes],
    ['tags', query.tags],
  ] as const;
  for (const [name, values] of lists) if (values.length > 0) params.set(name, values.join(','));
  if (query.minPrice !== undefined) params.set('minPrice', String(query.minPrice));
  if (query.maxPrice !== undefined) params.set('maxPrice', String(query.maxPrice));
  if (query.sort) params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  if (query.pageSize !== emptyCollectionQuery.pageSize) {
    params.set('pageSize', String(query.pageSize));
  }
  if (query.view !== emptyCollectionQuery.view) params.set('view', query.view);
  if (query.layout !== emptyCollectionQuery.layout) params.set('layout', query.layout);
  return params;
}

/** A change of what is shown starts again at page 1; the old page may not exist any more. */
export function refine(query: CollectionQuery, change: Partial<CollectionQuery>): CollectionQuery {
  return { ...query, page: 1, ...change };
}

/** The query without any filter, keeping how the shopper likes the list ordered and laid out. */
export function clearFilters(query: CollectionQuery): CollectionQuery {
  const { sort, pageSize, view, layout } = query;
  return { ...emptyCollectionQuery, sort, pageSize, view, layout };
}

export function hasFilters(query: CollectionQuery): boolean {
  return (
    query.brands.length + query.colors.length + query.sizes.length + query.tags.length > 0 ||
    query.minPrice !== undefined ||
    query.maxPrice !== undefined
  );
}

/** The list with `value` added, or removed if it was there. */
export function toggle<T>(values: readonly T[], value: T): readonly T[] {
  return values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
}
