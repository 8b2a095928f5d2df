import type { Database, ProductReviewRow } from '@shop/core';
import { type Kysely, sql } from 'kysely';

/** A product's visible reviews, newest first, with their average and count. */
export async function productReviews(db: Kysely<Database>, productId: number) {
  const [rows, summary] = await Promise.all([
    db
      .selectFrom('product_reviews')
      .selectAll()
      .where('product_id', '=', productId)
      .where('hidden', '=', false)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(200)
      .execute(),
    ratingSummaries(db, [productId]),
  ]);
  return { rows, summary: summary.get(productId) ?? { average: 0, count: 0 } };
}

/** Average stars (one decimal) and count of visible reviews per product. */
export async function ratingSummaries(
  db: Kysely<Database>,
  productIds: readonly number[],
): Promise<Map<number, { average: number; count: number }>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('product_reviews')
    .select([
      'product_id',
      sql<string>`round(avg(rating), 1)`.as('average'),
      (eb) => eb.fn.countAll<string>().as('count'),
    ])
    .where('product_id', 'in', productIds)
    .where('hidden', '=', false)
    .groupBy('product_id')
    .execute();
  return new Map(
    rows.map((row) => [row.product_id, { average: Number(row.average), count: Number(row.count) }]),
  );
}

/** The newest visible reviews across the shop, with the product's titles. */
export async function newestReviews(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('product_reviews')
    .innerJoin('products', 'products.id', 'product_reviews.product_id')
    .selectAll('product_reviews')
    .select('products.titles')
    .where('product_reviews.hidden', '=', false)
    .orderBy('product_reviews.created_at', 'desc')
    .orderBy('product_reviews.id')
    .limit(limit)
    .execute();
}

/** The customer's orders that hold the product, newest first: candidates to check on their streams. */
export async function ordersWithProduct(
  db: Kysely<Database>,
  customerId: string,
  productId: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('orders')
    .select('order_number')
    .where('customer_id', '=', customerId)
    .where(sql<boolean>`lines @> ${JSON.stringify([{ productId }])}::jsonb`)
    .orderBy('created_at', 'desc')
    .limit(20)
    .execute();
  return rows.map((row) => row.order_number);
}

export function reviewView(row: ProductReviewRow) {
  return {
    id: row.id,
    productId: row.product_id,
    authorName: row.author_name,
    rating: row.rating,
    body: row.body,
    createdAt: row.created_at.toISOString(),
  };
}

export const adminReviewSortFields = ['created_at', 'product_id', 'rating', 'hidden'] as const;
