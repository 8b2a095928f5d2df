import {
  type Database,
  type FaqFields,
  faqTopics,
  type LookFields,
  localize,
  type TeamFields,
} from '@shop/core';
import type { Kysely } from 'kysely';
import { productCardColumns } from '../catalog/product-card.query.js';
import { productView } from '../catalog/product-view.js';
import { shopperContextSchema } from '../catalog/shopper-context.js';
import { createRouter, publicRoute } from '../http/access.js';
import { describeRoute } from '../http/route-docs.js';
import { listShownEntries } from './page-entries.repository.js';

/** How many reviews the about page quotes. */
const testimonialCount = 6;

/**
 * `/api/pages/*`: what the content pages show, in the asked language: the FAQ, the team, the
 * testimonials (published reviews, best and newest first) and the lookbook's looks with the
 * products their points open.
 */
export function pageEntriesRoutes({ db }: { db: Kysely<Database> }) {
  const router = createRouter();

  router.get(
    '/pages/faq',
    publicRoute,
    describeRoute({ summary: 'The FAQ, by topic', query: shopperContextSchema }),
    async (ctx) => {
      const { lang } = shopperContextSchema.parse(ctx.query);
      const rows = await listShownEntries(db, 'faq');
      const entries = rows.map((row) => ({ id: row.id, fields: row.fields as FaqFields }));
      ctx.body = {
        topics: faqTopics
          .map((topic) => ({
            topic,
            entries: entries
              .filter((entry) => entry.fields.topic === topic)
              .map(({ id, fields }) => ({
                id,
                question: localize(fields.question, lang),
                answer: localize(fields.answer, lang),
              })),
          }))
          .filter((topic) => topic.entries.length > 0),
      };
    },
  );

  router.get(
    '/pages/team',
    publicRoute,
    describeRoute({ summary: 'The team on the about page', query: shopperContextSchema }),
    async (ctx) => {
      const { lang } = shopperContextSchema.parse(ctx.query);
      const rows = await listShownEntries(db, 'team');
      ctx.body = {
        members: rows.map((row) => {
          const fields = row.fields as TeamFields;
          return {
            id: row.id,
            name: localize(fields.name, lang),
            role: localize(fields.role, lang),
            bio: localize(fields.bio, lang),
            photo: fields.photo,
          };
        }),
      };
    },
  );

  router.get(
    '/pages/testimonials',
    publicRoute,
    describeRoute({
      summary: 'Published reviews with a text, best rated and newest first',
      query: shopperContextSchema,
    }),
    async (ctx) => {
      const { lang } = shopperContextSchema.parse(ctx.query);
      const rows = await db
        .selectFrom('product_reviews as review')
        .innerJoin('products as product', 'product.id', 'review.product_id')
        .select([
          'review.id',
          'review.rating',
          'review.body',
          'review.author_name',
          'review.created_at',
          'review.product_id',
          productCardColumns(lang)[1],
        ])
        .where('review.hidden', '=', false)
        .where('review.body', '<>', '')
        .where('product.listed', '=', true)
        .orderBy('review.rating', 'desc')
        .orderBy('review.created_at', 'desc')
        .limit(testimonialCount)
        .execute();
      ctx.body = {
        testimonials: rows.map((row) => ({
          id: row.id,
          rating: row.rating,
          body: row.body,
          authorName: row.author_name,
          createdAt: row.created_at.toISOString(),
          product: { id: row.product_id, title: row.title },
        })),
      };
    },
  );

  router.get(
    '/pages/looks',
    publicRoute,
    describeRoute({
      summary: 'The lookbook: photos with points that open products',
      query: shopperContextSchema,
    }),
    async (ctx) => {
      const shopper = shopperContextSchema.parse(ctx.query);
      const rows = await listShownEntries(db, 'look');
      const looks = rows.map((row) => ({ id: row.id, fields: row.fields as LookFields }));
      const ids = [
        ...new Set(looks.flatMap((look) => look.fields.hotspots.map((h) => h.productId))),
      ];
      const products = ids.length
        ? await db
            .selectFrom('products')
            .select(productCardColumns(shopper.lang))
            .where('id', 'in', ids)
            .where('listed', '=', true)
            .execute()
        : [];
      const byId = new Map(products.map((product) => [product.id, productView(product, shopper)]));
      ctx.body = {
        looks: looks.map(({ id, fields }) => ({
          id,
          title: localize(fields.title, shopper.lang),
          description: localize(fields.description, shopper.lang),
          image: fields.image,
          // A point whose product is no longer listed is left out rather than leading nowhere.
          hotspots: fields.hotspots.flatMap((hotspot) => {
            const product = byId.get(hotspot.productId);
            return product
              ? [
                  {
                    x: hotspot.x,
                    y: hotspot.y,
                    product: {
                      id: product.id,
                      title: product.title,
                      price: product.price,
                      charged: product.charged,
                      currency: product.currency,
                      image: product.images[0]?.src ?? null,
                    },
                  },
                ]
              : [];
          }),
        })),
      };
    },
  );

  return router;
}
