import { categoryTitle, type Database } from '@shop/core';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { createRouter, publicRoute } from '../http/access.js';
import { AppError, notFound } from '../http/app-error.js';
import { plainQuery, productListQuery, searchQuery } from './catalog-query.js';
import { productView } from './product-view.js';
import {
  categoryCounts,
  findListedProduct,
  listProducts,
  productFacets,
  relatedProducts,
} from './products.repository.js';
import { type ShopperContext, shopperContextSchema } from './shopper-context.js';

const productId = z.coerce.number().int().positive().max(2_147_483_647);

/** The shopper's catalogue: lists, search, a product, categories and the filter sidebar. */
export function productsRoutes({ db }: { db: Kysely<Database> }) {
  const router = createRouter();

  router.get('/products', publicRoute, async (ctx) => {
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
    const offset = (query.page - 1) * query.pageSize;
    const page = await listProducts(db, filter, query.sort, query.lang, offset, query.pageSize);
    ctx.body = pageBody(page, query);
  });

  router.get('/search', publicRoute, async (ctx) => {
    const query = searchQuery.parse(plainQuery(ctx.query));
    const keyword = query.keyword.trim().toLowerCase();
    if (!keyword) throw new AppError(400, 'keyword_required', 'You have to input keyword.');
    const offset = (query.page - 1) * query.pageSize;
    const page = await listProducts(
      db,
      { keyword, currency: query.currency },
      'a-z',
      query.lang,
      offset,
      query.pageSize,
    );
    ctx.body = pageBody(page, query);
  });

  router.get('/products/:id', publicRoute, async (ctx) => {
    const context = shopperContextSchema.parse(plainQuery(ctx.query));
    const id = productId.safeParse(ctx.params.id);
    const row = id.success ? await findListedProduct(db, id.data) : undefined;
    if (!row) throw notFound('This product');
    const related = await relatedProducts(db, row);
    ctx.body = {
      ...productView(row, context),
      related: related.map((item) => productView(item, context)),
    };
  });

  router.get('/categories', publicRoute, async (ctx) => {
    const { lang } = shopperContextSchema.parse(plainQuery(ctx.query));
    const counts = await categoryCounts(db);
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
  });

  router.get('/filters', publicRoute, async (ctx) => {
    const query = productListQuery.parse(plainQuery(ctx.query));
    ctx.body = await productFacets(db, {
      ...(query.cid && query.cid !== 'all' && { category: query.cid }),
      currency: query.currency,
    });
  });

  return router;
}

function pageBody(
  { rows, total }: Awaited<ReturnType<typeof listProducts>>,
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
