import type { Database } from '@shop/core';
import { type Kysely, sql } from 'kysely';

/** One affiliate's orders in one month (UTC). Revenue in US cents. */
export interface AffiliateMonth {
  readonly affiliateId: string;
  /** `2026-11` */
  readonly month: string;
  /** Every order placed through the affiliate's link. */
  readonly orders: number;
  /** Those paid and not cancelled: the ones that bring revenue. */
  readonly paidOrders: number;
  /** The paid, not cancelled orders' totals in US cents. */
  readonly revenueCents: number;
}

export interface AffiliateFilter {
  readonly affiliateId?: string;
  readonly siteId?: number;
  /** First month, `YYYY-MM`, inclusive. */
  readonly from?: string;
  /** Last month, `YYYY-MM`, inclusive. */
  readonly to?: string;
}

/**
 * Orders and revenue per affiliate and month, from the orders read model, newest month first and,
 * within a month, the highest revenue first.
 */
export async function affiliateMonths(
  db: Kysely<Database>,
  filter: AffiliateFilter,
): Promise<AffiliateMonth[]> {
  const month = sql<string>`to_char(orders.created_at at time zone 'UTC', 'YYYY-MM')`;
  const earning = sql`orders.payment_status <> 'Not paid yet' and orders.status <> 'Cancelled'`;
  const rows = await db
    .selectFrom('orders')
    .where('orders.affiliate_id', 'is not', null)
    .$if(filter.affiliateId !== undefined, (query) =>
      query.where('orders.affiliate_id', '=', filter.affiliateId ?? ''),
    )
    .$if(filter.siteId !== undefined, (query) =>
      query.where('orders.site_id', '=', filter.siteId ?? 1),
    )
    .$if(filter.from !== undefined, (query) =>
      query.where('orders.created_at', '>=', new Date(`${filter.from}-01T00:00:00Z`)),
    )
    .$if(filter.to !== undefined, (query) =>
      query.where(sql<boolean>`${month} <= ${filter.to ?? ''}`),
    )
    .select([
      'orders.affiliate_id as affiliateId',
      month.as('month'),
      sql<string>`count(*)`.as('orders'),
      sql<string>`count(*) filter (where ${earning})`.as('paidOrders'),
      sql<string>`coalesce(sum(orders.total_usd_cents) filter (where ${earning}), 0)`.as(
        'revenueCents',
      ),
    ])
    .groupBy(['orders.affiliate_id', month])
    .execute();
  return rows
    .map((row) => ({
      affiliateId: row.affiliateId ?? '',
      month: row.month,
      orders: Number(row.orders),
      paidOrders: Number(row.paidOrders),
      revenueCents: Number(row.revenueCents),
    }))
    .sort(
      (a, b) =>
        b.month.localeCompare(a.month) ||
        b.revenueCents - a.revenueCents ||
        a.affiliateId.localeCompare(b.affiliateId),
    );
}
