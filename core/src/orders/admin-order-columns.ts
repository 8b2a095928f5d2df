/**
 * The back office's orders list, column by column: the server sorts by the sortable ones, the
 * list shows them and the CSV export writes them, in this order. Each is a field of the order
 * record `GET /api/admin/orders` answers.
 */
export const adminOrderColumns = [
  { field: 'orderNumber', sortable: true },
  { field: 'code', sortable: false },
  { field: 'createdAt', sortable: true },
  { field: 'status', sortable: true },
  { field: 'country', sortable: true },
  { field: 'trackingNumber', sortable: true },
  { field: 'courierStatus', sortable: true },
  { field: 'weightGrams', sortable: true },
  { field: 'shippingFee', sortable: true },
  { field: 'revenue', sortable: true },
  { field: 'salePrice', sortable: true },
  { field: 'profit', sortable: true },
  { field: 'platform', sortable: true },
  { field: 'siteId', sortable: false },
  { field: 'affiliateId', sortable: false },
  { field: 'paymentStatus', sortable: true },
  { field: 'customerEmail', sortable: false },
  { field: 'carrierName', sortable: false },
] as const;

export type AdminOrderColumn = (typeof adminOrderColumns)[number]['field'];
type SortableColumn<C> = C extends { field: infer F; sortable: true } ? F : never;
export type AdminOrderSortField = SortableColumn<(typeof adminOrderColumns)[number]>;

/** Every column's field, in the list's order (the CSV's columns). */
export const adminOrderFields: readonly AdminOrderColumn[] = adminOrderColumns.map(
  (column) => column.field,
);

/** The fields the orders list may be sorted by. */
export const adminOrderSortFields = adminOrderColumns
  .filter((column) => column.sortable)
  .map((column) => column.field) as readonly AdminOrderSortField[];
