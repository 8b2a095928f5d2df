import type { Database } from '@shop/core';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { listQueryDocs, parseListQuery, setContentRange } from '../admin/simple-rest.js';
import { createRouter, requireRole, signedIn } from '../http/access.js';
import { ownerScope } from '../http/ownership.js';
import { describeRoute } from '../http/route-docs.js';

/** The filters the list reads, for the API reference. */
const filterSchema = z.object({
  status: z.string().optional(),
  sellerId: z.string().optional(),
  hasError: z.boolean().optional(),
});
const sortable = ['last_synced_at', 'product_id', 'status', 'price_fen', 'quantity'] as const;

/**
 * `GET /api/admin/listings`: the react-admin listings resource. A seller sees their own Taobao
 * items, staff everyone's; filters `status`, `sellerId`, `hasError`.
 */
export function listingsRoutes({ db }: { db: Kysely<Database> }) {
  const router = createRouter();

  router.get(
    '/admin/listings',
    requireRole('seller', 'staff'),
    describeRoute({ summary: 'Taobao listings', query: listQueryDocs(filterSchema) }),
    async (ctx) => {
      const query = parseListQuery(ctx.query, {
        sortable,
        defaultSort: { field: 'last_synced_at', order: 'desc' },
      });
      const owner = ownerScope(signedIn(ctx.state));
      const { status, sellerId, hasError } = query.filter;
      let rows = db
        .selectFrom('taobao_listings')
        .leftJoin('products', 'products.id', 'taobao_listings.product_id');
      if (owner !== null) rows = rows.where('taobao_listings.seller_id', '=', owner);
      if (typeof sellerId === 'string')
        rows = rows.where('taobao_listings.seller_id', '=', sellerId);
      if (typeof status === 'string') rows = rows.where('taobao_listings.status', '=', status);
      if (hasError === true) rows = rows.where('taobao_listings.last_error', 'is not', null);
      const [page, total] = await Promise.all([
        rows
          .select([
            'taobao_listings.seller_id',
            'taobao_listings.product_id',
            'taobao_listings.status',
            'taobao_listings.num_iid',
            'taobao_listings.price_fen',
            'taobao_listings.quantity',
            'taobao_listings.delist_reason',
            'taobao_listings.last_error',
            'taobao_listings.last_synced_at',
            'products.titles',
            'products.category',
          ])
          .orderBy(`taobao_listings.${query.sort.field}`, query.sort.order)
          .orderBy('taobao_listings.product_id')
          .offset(query.offset)
          .limit(query.limit)
          .execute(),
        rows.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      setContentRange(ctx, 'listings', query, page.length, Number(total.count));
      ctx.body = page.map((row) => ({
        id: `${row.seller_id}:${row.product_id}`,
        sellerId: row.seller_id,
        productId: row.product_id,
        title: row.titles?.['en-US'] ?? String(row.product_id),
        category: row.category,
        status: row.status,
        numIid: row.num_iid,
        priceCny: row.price_fen / 100,
        quantity: row.quantity,
        delistReason: row.delist_reason,
        lastError: row.last_error,
        lastSyncedAt: row.last_synced_at,
      }));
    },
  );

  return router;
}
