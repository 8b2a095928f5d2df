import { categoryTitle, type Database } from '@shop/core';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { createRouter, publicRoute } from '../http/access.js';
import { AppError, notFound } from '../http/app-error.js';
import type { AppState } from '../http/app-state.js';
import { int4Id } from '../http/bounded.js';
import { describeRoute } from '../http/route-docs.js';
import { plainQuery, productListQuery, searchQuery } from './catalog-query.js';
import { type CatalogueAnswers, catalogueCache } from './catalogue-cache.middleware.js';
import type { ReadModelVersionSource } from './catalogue-version.js';
import type { ProductCard } from './product-card.query.js';
import type { ProductFilter } from './product-filter.js';
import { productView } from './product-view.js';
import {
  categoryCounts,
  countProducts,
  findListedProduct,
  listProducts,
  type ProductSort,
  productFacets,
  relatedProducts,
} from './products.repository.js';
import { type ShopperContext, shopperContextSchema } from './shopper-context.js';
import { VersionedCache } from './versioned-cache.js';

const productId = int4Id;

/**
 * The shopper's catalogue: lists, search, a product, categories and the filter sidebar. Each
 * answer is computed once per catalogue version and carries it as its ETag (a repeat is a 304);
 * so are totals, category counts and facets, which many answers share.
 */
export function productsRoutes({
  db,
  versions,
  answers,
}: {
  db: Kysely<Database>;
  versions: ReadModelVersionSource;
  answers: CatalogueAnswers;
}) {
  const router = createRouter();
  const cached = catalogueCache(versions, answers);
  const totals = new VersionedCache<number>(2000, 'totals');
  const summaries = new VersionedCache<unknown>(500, 'summaries');
  const versionOf = (state: AppState) => state.catalogueVersion ?? '';

  async function page(
    state: AppState,
    filter: ProductFilter,
    sort: ProductSort,
    query: ShopperContext & { page: number; pageSize: number },
  ) {
    const offset = (query.page - 1) * query.pageSize;
    const [rows, total] = await Promise.all([
      listProducts(db, filter, sort, query.lang, offset, query.pageSize, {
        // Unknown without the version read: the order that is right either way.
        salesEnded: state.salesEnded ?? true,
      }),
      totals.get(versionOf(state), totalKey(filter), () => countProducts(db, filter)),
    ]);
    return pageBody({ rows, total }, query);
  }

  router.get(
    '/products',
    publicRoute,
    describeRoute({ summary: 'List products', query: productListQuery }),
    cached,
    async (ctx) => {
      const query = productListQuery.parse(plainQuery(ctx.query));
      const filter = {
        ...(query.cid && query.cid !== 'all' && { category: query.cid }),
        ...(query.brand && { brands: query.brand }),
        ...(query.color && { colors: query.color }),
        ...(query.size && { sizes: query.size }),
        ...(query.tags && { tags: query.tags }),
        ...(query.collection && { collection: query.collection }),
        ...(query.minPrice !== undefined && { minPrice: query.minPrice }),
        ...(query.maxPrice !== undefined && { maxPrice: query.maxPrice }),
        currency: query.currency,
      };
      ctx.body = await page(ctx.state, filter, query.sort, query);
    },
  );

  router.get(
    '/search',
    publicRoute,
    describeRoute({ summary: 'Search products by title', query: searchQuery }),
    cached,
    async (ctx) => {
      const query = searchQuery.parse(plainQuery(ctx.query));
      const keyword = query.keyword.trim().toLowerCase();
      if (!keyword) throw new AppError(400, 'keyword_required', 'You have to input keyword.');
      ctx.body = await page(ctx.state, { keyword, currency: query.currency }, 'a-z', query);
    },
  );

  router.get(
    '/products/:id',
    publicRoute,
    describeRoute({
      summary: 'A listed product, with related ones',
      params: z.object({ id: productId }),
      query: shopperContextSchema,
    }),
    cached,
    async (ctx) => {
      const context = shopperContextSchema.parse(plainQuery(ctx.query));
      const id = productId.safeParse(ctx.params.id);
      const row = id.success ? await findListedProduct(db, id.data, context.lang) : undefined;
      if (!row) throw notFound('This product');
      const related = await relatedProducts(db, row, context.lang);
      ctx.body = {
        ...productView(row, context),
        related: related.map((item) => productView(item, context)),
      };
    },
  );

  router.get(
    '/categories',
    publicRoute,
    describeRoute({ summary: 'Categories and their product counts', query: shopperContextSchema }),
    cached,
    async (ctx) => {
      const { lang } = shopperContextSchema.parse(plainQuery(ctx.query));
      const counts = (await summaries.get(versionOf(ctx.state), 'categories', () =>
        categoryCounts(db),
      )) as Awaited<ReturnType<typeof categoryCounts>>;
      const total = counts.reduce((sum, { count }) => sum + Number(count), 0);
      ctx.body = [
        { cid: 'all', title: categoryTitle('all', lang), type: 'all', badgeValue: total },
        ...counts.map(({ category, count }) => ({
          cid: category,
          title: categoryTitle(category, lang),
          type: category,
          badgeValue: Number(count),
        })),
      ];
    },
  );

  router.get(
    '/filters',
    publicRoute,
    describeRoute({
      summary: 'The filter sidebar: brands, colours, sizes, tags, prices',
      query: productListQuery,
    }),
    cached,
    async (ctx) => {
      const query = productListQuery.parse(plainQuery(ctx.query));
      const filter = {
        ...(query.cid && query.cid !== 'all' && { category: query.cid }),
        currency: query.currency,
      };
      ctx.body = await summaries.get(versionOf(ctx.state), `filters:${totalKey(filter)}`, () =>
        productFacets(db, filter),
      );
    },
  );

  return router;
}

/** A filter's cache key: its conditions, without the currency unless a price bound needs it. */
function totalKey({ currency, ...conditions }: ProductFilter): string {
  const pricedIn =
    conditions.minPrice !== undefined || conditions.maxPrice !== undefined ? currency : '';
  return JSON.stringify([pricedIn, conditions]);
}

function pageBody(
  { rows, total }: { rows: ProductCard[]; total: number },
  query: ShopperContext & { page: number; pageSize: number },
) {
  return {
    items: rows.map((row) => productView(row, query)),
    total,
    page: query.page,
    pageSize: query.pageSize,
    pages: Math.max(1, Math.ceil(total / query.pageSize)),
  };
}
