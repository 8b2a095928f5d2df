import type { CourierStatus, OrderStatus, PaymentStatus } from '@shop/core/shared';

/** Message keys of the spec's labels (which carry spaces) under `resources.orders`. */
export const statusKeys: Record<OrderStatus, string> = {
  Processing: 'processing',
  Purchasing: 'purchasing',
  'Arrived at our warehouse': 'arrived',
  'Shipping domestically': 'shipping_domestically',
  'Shipped internationally': 'shipped_internationally',
  'Has an issue': 'has_an_issue',
  Cancelled: 'cancelled',
};

export const paymentStatusKeys: Record<PaymentStatus, string> = {
  paid: 'paid',
  'Not paid yet': 'not_paid',
  'Paid temporarily': 'paid_temporarily',
};

export const courierStatusKeys: Record<CourierStatus, string> = {
  Accepted: 'accepted',
  'In transit': 'in_transit',
  Customs: 'customs',
  'Out for delivery': 'out_for_delivery',
  Delivered: 'delivered',
  Exception: 'exception',
};

export const statusLabel = (status: string) =>
  `resources.orders.statuses.${statusKeys[status as OrderStatus] ?? 'processing'}`;
export const paymentStatusLabel = (status: string) =>
  `resources.orders.payment_statuses.${paymentStatusKeys[status as PaymentStatus] ?? 'not_paid'}`;
export const courierStatusLabel = (status: string) =>
  `resources.orders.courier_statuses.${courierStatusKeys[status as CourierStatus] ?? 'in_transit'}`;
