import type { Database, OrderRow } from '@shop/core';
import type { Kysely } from 'kysely';
import { escapeLike } from '../../catalog/product-filter.js';
import type { ListQuery } from '../simple-rest.js';

export const adminOrderSortFields = [
  'orderNumber',
  'createdAt',
  'status',
  'country',
  'trackingNumber',
  'courierStatus',
  'weightGrams',
  'shippingFee',
  'revenue',
  'platform',
  'paymentStatus',
] as const;
export type AdminOrderSortField = (typeof adminOrderSortFields)[number];

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
  platform: 'orders.platform',
  paymentStatus: 'orders.payment_status',
} as const satisfies Record<AdminOrderSortField, string>;

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
  /** Part of an order number, or of the customer's e-mail. */
  readonly q?: string;
  readonly createdFrom?: Date;
  readonly createdTo?: Date;
}

/** An order row with its customer's e-mail. */
export type AdminOrderRow = OrderRow & { customer_email: string | null };

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
      if (filter.createdFrom) all.push(eb('orders.created_at', '>=', filter.createdFrom));
      if (filter.createdTo) all.push(eb('orders.created_at', '<=', filter.createdTo));
      if (filter.q) {
        const like = `%${escapeLike(filter.q.toLowerCase())}%`;
        all.push(eb.or([eb('orders.order_number', 'like', like), eb('users.email', 'like', like)]));
      }
      return eb.and(all);
    });
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
    ordersWhere(db, filter)
      .selectAll('orders')
      .select('users.email as customer_email')
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
  return ordersWhere(db, { ...filter, orderNumbers: [orderNumber] })
    .selectAll('orders')
    .select('users.email as customer_email')
    .executeTakeFirst();
}
