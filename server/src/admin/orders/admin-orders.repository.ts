import {
  type AdminOrderSortField,
  type Database,
  type LedgerFigure,
  ledgerFigureCodes,
  type OrderRow,
} from '@shop/core';
import { type Kysely, sql } from 'kysely';
import { escapeLike } from '../../catalog/product-filter.js';
import type { ListQuery } from '../simple-rest.js';

export { type AdminOrderSortField, adminOrderSortFields } from '@shop/core';

/**
 * The seller's profit on the order, for sorting only: the same as `profitCents` of
 * `orderProfitParts` (what the record shows), written in SQL so the database can order by it.
 * Null for an order that is not a seller's.
 */
const profitSortKey = sql`case when sellers.account_id is not null then
  (case when orders.status <> 'Cancelled' then coalesce(orders.sale_usd_cents, 0) else 0 end)
  - figures.cost_cents - figures.shipping_cents end`;

const sortColumns = {
  orderNumber: 'orders.order_number',
  createdAt: 'orders.created_at',
  status: 'orders.status',
  country: 'orders.country',
  trackingNumber: 'orders.tracking_number',
  courierStatus: 'orders.courier_status',
  weightGrams: 'orders.weight_grams',
  shippingFee: 'orders.shipping_fee_cents',
  revenue: 'orders.total_usd_cents',
  salePrice: 'orders.sale_usd_cents',
  profit: profitSortKey,
  platform: 'orders.platform',
  paymentStatus: 'orders.payment_status',
} as const satisfies Record<AdminOrderSortField, unknown>;

/**
 * What a list of orders is narrowed to. Every condition of the orders list is built from this one
 * type in {@link listAdminOrders}, so a caller's scope (say, a seller's own orders) is one more
 * field here.
 */
export interface AdminOrderFilter {
  /** A seller's own orders only. */
  readonly customerId?: string;
  readonly orderNumbers?: readonly string[];
  readonly status?: string;
  readonly paymentStatus?: string;
  readonly country?: string;
  readonly platform?: string;
  readonly carrierId?: number;
  readonly siteId?: number;
  readonly affiliateId?: string;
  /** Part of an order number, or of the customer's e-mail. */
  readonly q?: string;
  readonly createdFrom?: Date;
  readonly createdTo?: Date;
}

/**
 * An order row with its customer's e-mail and, for a seller's order, its ledger figures: the
 * purchase cost (net of refunds) and the shipping charged for it, in US cents.
 */
export type AdminOrderRow = OrderRow & {
  customer_email: string | null;
  /** The customer is a reseller: the order has a seller's profit. */
  by_seller: boolean;
  cost_cents: string | number;
  shipping_cents: string | number;
};

/** A figure's net outgo over the order's own ledger entries (a waiting charge is not paid yet). */
const figureSum = (figure: LedgerFigure) =>
  sql<string>`coalesce(sum(case when w.code in (${sql.join(
    ledgerFigureCodes[figure].map((code) => sql`${code}`),
  )}) then case when w.direction = 'debit' then w.amount_cents else -w.amount_cents end end), 0)`;

function ordersWhere(db: Kysely<Database>, filter: AdminOrderFilter) {
  return db
    .selectFrom('orders')
    .leftJoin('users', (join) => join.on((eb) => eb('users.id', '=', eb.ref('orders.customer_id'))))
    .where((eb) => {
      const all = [];
      if (filter.orderNumbers) {
        all.push(
          eb(
            'orders.order_number',
            'in',
            filter.orderNumbers.length ? [...filter.orderNumbers] : [''],
          ),
        );
      }
      if (filter.customerId) all.push(eb('orders.customer_id', '=', filter.customerId));
      if (filter.status) all.push(eb('orders.status', '=', filter.status));
      if (filter.paymentStatus) all.push(eb('orders.payment_status', '=', filter.paymentStatus));
      if (filter.country) all.push(eb('orders.country', '=', filter.country));
      if (filter.platform) all.push(eb('orders.platform', '=', filter.platform));
      if (filter.carrierId !== undefined) all.push(eb('orders.carrier_id', '=', filter.carrierId));
      if (filter.siteId !== undefined) all.push(eb('orders.site_id', '=', filter.siteId));
      if (filter.affiliateId) all.push(eb('orders.affiliate_id', '=', filter.affiliateId));
      if (filter.createdFrom) all.push(eb('orders.created_at', '>=', filter.createdFrom));
      if (filter.createdTo) all.push(eb('orders.created_at', '<=', filter.createdTo));
      if (filter.q) {
        const like = `%${escapeLike(filter.q.toLowerCase())}%`;
        all.push(eb.or([eb('orders.order_number', 'like', like), eb('users.email', 'like', like)]));
      }
      return eb.and(all);
    });
}

/** The orders of `filter` with their e-mail and ledger figures. */
function ordersWithFigures(db: Kysely<Database>, filter: AdminOrderFilter) {
  return ordersWhere(db, filter)
    .leftJoin('sellers', 'sellers.account_id', 'orders.customer_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('wallet_entries as w')
          .select([figureSum('cost').as('cost_cents'), figureSum('shipping').as('shipping_cents')])
          .whereRef('w.order_number', '=', 'orders.order_number')
          .where(sql<boolean>`w.owner_id = orders.customer_id::text`)
          .where('w.status', '<>', 'pending')
          .as('figures'),
      (join) => join.onTrue(),
    )
    .selectAll('orders')
    .select([
      'users.email as customer_email',
      sql<boolean>`sellers.account_id is not null`.as('by_seller'),
      sql<string>`coalesce(figures.cost_cents, 0)`.as('cost_cents'),
      sql<string>`coalesce(figures.shipping_cents, 0)`.as('shipping_cents'),
    ]);
}

/**
 * One page of orders for the back office, and how many match.
 *
 * @example
 * const { rows, total } = await listAdminOrders(db, { status: 'Purchasing' }, query);
 */
export async function listAdminOrders(
  db: Kysely<Database>,
  filter: AdminOrderFilter,
  query: Pick<ListQuery<AdminOrderSortField>, 'sort' | 'offset' | 'limit'>,
): Promise<{ rows: AdminOrderRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    ordersWithFigures(db, filter)
      .orderBy(sortColumns[query.sort.field], (order) =>
        query.sort.order === 'asc' ? order.asc().nullsFirst() : order.desc().nullsLast(),
      )
      .orderBy('orders.order_number', query.sort.order)
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
    ordersWhere(db, filter)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** One order with its customer's e-mail, if it is within `filter`. */
export function findAdminOrder(
  db: Kysely<Database>,
  orderNumber: string,
  filter: AdminOrderFilter = {},
): Promise<AdminOrderRow | undefined> {
  return ordersWithFigures(db, { ...filter, orderNumbers: [orderNumber] }).executeTakeFirst();
}
