import type { Database, ProductReviewRow, ShopCommands } from '@shop/core';
import { waitForProjection } from '@shop/projections';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  listQueryDocs,
  moderateBody,
  parseListQuery,
  recordIdParams,
  sendListPage,
} from '../admin/simple-rest.js';
import { createRouter, requireRole } from '../http/access.js';
import { notFound } from '../http/app-error.js';
import { int4Id } from '../http/bounded.js';
import { requestMetadata } from '../http/command-metadata.js';
import { describeRoute } from '../http/route-docs.js';
import { adminReviewSortFields } from './reviews.repository.js';

const reviewFilter = z.object({
  productId: int4Id.optional(),
  hidden: z.boolean().optional(),
  rating: z.number().int().min(1).max(5).optional(),
});

function reviewRecord(row: ProductReviewRow) {
  return {
    id: row.id,
    productId: row.product_id,
    customerId: row.customer_id,
    authorName: row.author_name,
    rating: row.rating,
    body: row.body,
    orderNumber: row.order_number,
    hidden: row.hidden,
    hiddenReason: row.hidden_reason,
    createdAt: row.created_at.toISOString(),
  };
}

/** Reviews for staff (ra-data-simple-rest `reviews`): every review, hidden ones too; hide or show. */
export function reviewsAdminRoutes({
  db,
  commands,
}: {
  db: Kysely<Database>;
  commands: ShopCommands;
}) {
  const router = createRouter();
  const staff = requireRole('staff');

  async function review(id: string | undefined) {
    const row =
      id && id.length <= 60
        ? await db.selectFrom('product_reviews').selectAll().where('id', '=', id).executeTakeFirst()
        : undefined;
    if (!row) throw notFound('This review');
    return row;
  }

  router.get(
    '/admin/reviews',
    staff,
    describeRoute({ summary: 'List reviews', query: listQueryDocs(reviewFilter) }),
    async (ctx) => {
      const query = parseListQuery(ctx.query, {
        sortable: adminReviewSortFields,
        defaultSort: { field: 'created_at', order: 'desc' },
      });
      const filter = reviewFilter.parse(query.filter);
      let select = db.selectFrom('product_reviews');
      if (filter.productId !== undefined)
        select = select.where('product_id', '=', filter.productId);
      if (filter.hidden !== undefined) select = select.where('hidden', '=', filter.hidden);
      if (filter.rating !== undefined) select = select.where('rating', '=', filter.rating);
      await sendListPage(ctx, 'reviews', query, select, {
        tieBreaker: 'id',
        toRecord: reviewRecord,
      });
    },
  );

  router.get(
    '/admin/reviews/:id',
    staff,
    describeRoute({ summary: 'One review', params: recordIdParams }),
    async (ctx) => {
      ctx.body = reviewRecord(await review(ctx.params.id));
    },
  );

  router.put(
    '/admin/reviews/:id',
    staff,
    describeRoute({
      summary: 'Hide or show a review',
      params: recordIdParams,
      body: moderateBody,
    }),
    async (ctx) => {
      const row = await review(ctx.params.id);
      const { hidden, hiddenReason } = moderateBody.parse(ctx.request.body ?? {});
      const { position } = await commands.review(
        { productId: row.product_id, customerId: row.customer_id },
        hidden
          ? { type: 'HideReview', reason: hiddenReason || 'Hidden by staff' }
          : { type: 'ShowReview' },
        requestMetadata(ctx.state),
      );
      if (position) await waitForProjection(db, 'reviews', position);
      ctx.body = reviewRecord(await review(row.id));
    },
  );

  return router;
}
