import type { Database } from '@shop/core';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { createRouter, requireRole } from '../../http/access.js';
import { describeRoute } from '../../http/route-docs.js';
import { affiliateId } from '../../site/affiliate-id.js';
import { siteIdFilter } from '../../site/site.js';
import { listQueryDocs, parseListQuery, setContentRange } from '../simple-rest.js';
import { type AffiliateMonth, affiliateMonths } from './affiliate-figures.repository.js';

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'a month is YYYY-MM');
const filterSchema = z.object({
  affiliateId: affiliateId.optional(),
  siteId: siteIdFilter.optional(),
  from: month.optional(),
  to: month.optional(),
});
const sortable = ['month', 'affiliateId', 'orders', 'revenue'] as const;
type SortField = (typeof sortable)[number];
const sortKeys: Record<SortField, (row: AffiliateMonth) => string | number> = {
  month: (row) => row.month,
  affiliateId: (row) => row.affiliateId,
  orders: (row) => row.orders,
  revenue: (row) => row.revenueCents,
};

/**
 * `/api/admin/affiliates` (staff): orders and revenue per affiliate and month, as
 * `{ id, affiliateId, month, orders, paidOrders, revenueCents, revenue }` (revenue in US dollars
 * beside the cents), filtered by `affiliateId`, `siteId` and months `from`–`to`.
 */
export function affiliatesRoutes({ db }: { db: Kysely<Database> }) {
  const router = createRouter();

  router.get(
    '/admin/affiliates',
    requireRole('staff'),
    describeRoute({
      summary: 'Orders and revenue per affiliate and month',
      query: listQueryDocs(filterSchema),
    }),
    async (ctx) => {
      const query = parseListQuery(ctx.query, {
        sortable,
        defaultSort: { field: 'month', order: 'desc' },
      });
      const filter = filterSchema.parse(query.filter);
      const key = sortKeys[query.sort.field];
      const direction = query.sort.order === 'asc' ? 1 : -1;
      // Stable: rows with equal keys keep the repository's order (newest, highest revenue first).
      const all = (await affiliateMonths(db, filter)).sort((a, b) => {
        const [left, right] = [key(a), key(b)];
        return left === right ? 0 : (left < right ? -1 : 1) * direction;
      });
      const rows = all.slice(query.offset, query.offset + query.limit);
      setContentRange(ctx, 'affiliates', query, rows.length, all.length);
      ctx.body = rows.map((row) => ({
        id: `${row.affiliateId}:${row.month}`,
        ...row,
        revenue: row.revenueCents / 100,
      }));
    },
  );

  return router;
}
