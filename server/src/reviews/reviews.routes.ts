import {
  aggregateState,
  type Database,
  type EventStore,
  type LocalizedText,
  languages,
  localize,
  orderDecider,
  orderStream,
  receivedProduct,
  reviewMaxLength,
  type ShopCommands,
} from '@shop/core';
import { waitForProjection } from '@shop/projections';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { createRouter, publicRoute, requireRole, signedIn } from '../http/access.js';
import { AppError, notFound } from '../http/app-error.js';
import { int4Id } from '../http/bounded.js';
import { requestMetadata } from '../http/command-metadata.js';
import { describeRoute } from '../http/route-docs.js';
import {
  newestReviews,
  ordersWithProduct,
  productReviews,
  ratingSummaries,
  reviewView,
} from './reviews.repository.js';

const reviewBody = z.object({
  rating: z
    .number({ error: 'Choose 1 to 5 stars.' })
    .int('Choose 1 to 5 stars.')
    .min(1, 'Choose 1 to 5 stars.')
    .max(5, 'Choose 1 to 5 stars.'),
  body: z
    .string()
    .trim()
    .max(reviewMaxLength, `A review is at most ${reviewMaxLength} characters.`)
    .default(''),
});
const newestQuery = z.object({
  lang: z.enum(languages).default('en-US'),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
const summaryQuery = z.object({
  ids: z
    .string()
    .max(2000)
    .transform((ids) => ids.split(',').filter(Boolean) as unknown[])
    .pipe(z.array(int4Id).max(200)),
});

export const notReceived = () =>
  new AppError(
    403,
    'not_received',
    'You can review a product once an order of yours for it has shipped or been delivered.',
  );

/**
 * Ratings and reviews. A signed-in customer reviews a product once, when one of their orders for
 * it shows, on the order's own stream, that it shipped or was delivered; the orders read model
 * only names the orders to check.
 */
export function reviewsRoutes({
  db,
  store,
  commands,
}: {
  db: Kysely<Database>;
  store: EventStore;
  commands: ShopCommands;
}) {
  const router = createRouter();
  const customer = requireRole('customer', 'seller');

  async function listedProduct(id: string | undefined) {
    const parsed = int4Id.safeParse(id);
    const row = parsed.success
      ? await db
          .selectFrom('products')
          .select('id')
          .where('id', '=', parsed.data)
          .executeTakeFirst()
      : undefined;
    if (!row) throw notFound('This product');
    return row.id;
  }

  router.get(
    '/products/:id/reviews',
    publicRoute,
    describeRoute({
      summary: 'The visible reviews of a product, with its average rating',
      params: z.object({ id: int4Id }),
    }),
    async (ctx) => {
      const productId = await listedProduct(ctx.params.id);
      const { rows, summary } = await productReviews(db, productId);
      ctx.body = { ...summary, reviews: rows.map(reviewView) };
    },
  );

  router.post(
    '/products/:id/reviews',
    customer,
    describeRoute({
      summary: 'Review a product received (once)',
      params: z.object({ id: int4Id }),
      body: reviewBody,
      success: { status: 201 },
    }),
    async (ctx) => {
      const productId = await listedProduct(ctx.params.id);
      const { rating, body } = reviewBody.parse(ctx.request.body ?? {});
      const { user } = signedIn(ctx.state);
      let evidence: string | undefined;
      for (const orderNumber of await ordersWithProduct(db, user.id, productId)) {
        const order = await aggregateState(store, orderStream(orderNumber), orderDecider);
        if (receivedProduct(order, user.id, productId)) {
          evidence = orderNumber;
          break;
        }
      }
      if (!evidence) throw notReceived();
      const { position } = await commands.review(
        { productId, customerId: user.id },
        {
          type: 'ReviewProduct',
          productId,
          customerId: user.id,
          authorName: user.display_name,
          rating,
          body,
          orderNumber: evidence,
        },
        requestMetadata(ctx.state),
      );
      if (position) await waitForProjection(db, 'reviews', position);
      const saved = await db
        .selectFrom('product_reviews')
        .selectAll()
        .where('id', '=', `${productId}-${user.id}`)
        .executeTakeFirstOrThrow();
      ctx.status = 201;
      ctx.body = reviewView(saved);
    },
  );

  router.get(
    '/reviews',
    publicRoute,
    describeRoute({ summary: 'The newest reviews', query: newestQuery }),
    async (ctx) => {
      const { lang, limit } = newestQuery.parse(ctx.query);
      const rows = await newestReviews(db, limit);
      ctx.body = {
        reviews: rows.map((row) => ({
          ...reviewView(row),
          productTitle: localize(row.titles as unknown as LocalizedText, lang),
        })),
      };
    },
  );

  router.get(
    '/reviews/summary',
    publicRoute,
    describeRoute({ summary: 'Average rating and count per product', query: summaryQuery }),
    async (ctx) => {
      const { ids } = summaryQuery.parse(ctx.query);
      const summaries = await ratingSummaries(db, ids);
      ctx.body = { ratings: Object.fromEntries(summaries) };
    },
  );

  return router;
}
