/** A row of `GET /api/admin/affiliates`: one affiliate's orders in one month. */
export interface AffiliateRow {
  readonly id: string;
  readonly affiliateId: string;
  /** `2026-11` */
  readonly month: string;
  readonly orders: number;
  readonly paidOrders: number;
  /** US cents of the paid, not cancelled orders. */
  readonly revenueCents: number;
  /** The same in US dollars. */
  readonly revenue: number;
}
