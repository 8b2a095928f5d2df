import { categoryTitle, type Database, localize } from '@shop/core';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { titleIn } from '../catalog/product-card.query.js';
import { shopperContextSchema } from '../catalog/shopper-context.js';
import { createRouter, publicRoute } from '../http/access.js';
import { describeRoute } from '../http/route-docs.js';

/** Products per sitemap page: a long page still, but one a browser renders at once. */
export const sitemapPageSize = 200;

const sitemapQuery = shopperContextSchema.pick({ lang: true }).extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/**
 * `/api/pages/sitemap`: the HTML sitemap's contents: the categories, a page of the listed
 * products grouped by category, and the published blog posts.
 */
export function sitemapRoutes({ db }: { db: Kysely<Database> }) {
  const router = createRouter();

  router.get(
    '/pages/sitemap',
    publicRoute,
    describeRoute({ summary: 'The HTML sitemap’s contents', query: sitemapQuery }),
    async (ctx) => {
      const { lang, page } = sitemapQuery.parse(ctx.query);
      const listed = db.selectFrom('products').where('listed', '=', true);
      const [categories, products, total, posts] = await Promise.all([
        listed.select('category').distinct().orderBy('category').execute(),
        listed
          .select(['id', 'category', titleIn(lang).as('title')])
          .orderBy('category')
          .orderBy('id')
          .offset((page - 1) * sitemapPageSize)
          .limit(sitemapPageSize)
          .execute(),
        listed.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
        db
          .selectFrom('blog_posts')
          .select(['slug', 'title'])
          .where('status', '=', 'published')
          .orderBy('published_at', 'desc')
          .execute(),
      ]);
      const groups = new Map<string, { id: number; title: string }[]>();
      for (const product of products) {
        const group = groups.get(product.category) ?? [];
        group.push({ id: product.id, title: product.title });
        groups.set(product.category, group);
      }
      ctx.body = {
        categories: categories.map(({ category }) => ({
          slug: category,
          title: categoryTitle(category, lang),
        })),
        products: [...groups].map(([category, items]) => ({
          category,
          title: categoryTitle(category, lang),
          items,
        })),
        page,
        pages: Math.max(1, Math.ceil(Number(total.count) / sitemapPageSize)),
        posts: posts.map((post) => ({
          slug: post.slug,
          title: localize(post.title as { 'en-US': string }, lang),
        })),
      };
    },
  );

  return router;
}
