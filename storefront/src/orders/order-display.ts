import {
  type CourierStatus,
  courierStatuses,
  type OrderStatus,
  orderStatuses,
  type PaymentStatus,
  paymentStatuses,
} from '@shop/core/shared';
import type { Messages } from '../i18n/en-US';
import type { Order } from './order';

type StatusKey = keyof Messages['orders']['status'];
type PaymentKey = keyof Messages['orders']['payment'];

const statusKeys: Readonly<Record<OrderStatus, StatusKey>> = {
  Processing: 'processing',
  Purchasing: 'purchasing',
  'Arrived at our warehouse': 'arrived',
  'Shipping domestically': 'shippingDomestically',
  'Shipped internationally': 'shippedInternationally',
  'Has an issue': 'hasIssue',
  Cancelled: 'cancelled',
};

const paymentKeys: Readonly<Record<PaymentStatus, PaymentKey>> = {
  paid: 'paid',
  'Not paid yet': 'notPaid',
  'Paid temporarily': 'paidTemporarily',
};

/** The spec writes the older spellings too ("In warehouse", "canceled"). */
const statusAliases: Readonly<Record<string, OrderStatus>> = {
  'in warehouse': 'Arrived at our warehouse',
  canceled: 'Cancelled',
};

function normalStatus(status: string): OrderStatus | undefined {
  const lower = status.trim().toLowerCase();
  return orderStatuses.find((known) => known.toLowerCase() === lower) ?? statusAliases[lower];
}

/** The translation key of an order status; `undefined` for one the storefront does not know. */
export function statusKey(status: string): StatusKey | undefined {
  const known = normalStatus(status);
  return known && statusKeys[known];
}

export function paymentKey(paymentStatus: string): PaymentKey | undefined {
  const lower = paymentStatus.trim().toLowerCase();
  const known = paymentStatuses.find((status) => status.toLowerCase() === lower);
  return known && paymentKeys[known];
}

/** The customer may cancel only while the order is Processing (the server checks too). */
export function canCancel(order: Pick<Order, 'status'>): boolean {
  return normalStatus(order.status) === 'Processing';
}

/**
 * The carrier's tracking page for the order, when it has a tracking number and the carrier a
 * page. The server may send the page's address ready, or as a template with `{tracking}`.
 *
 * @example trackingHref({ trackingNumber: 'EJ1', carrier: { id: 1, name: 'EMS',
 *   trackingUrl: 'https://track.example/?n={tracking}' } }) // 'https://track.example/?n=EJ1'
 */
export function trackingHref(order: Pick<Order, 'trackingNumber' | 'carrier'>): string | undefined {
  const url = order.carrier?.trackingUrl;
  if (!order.trackingNumber || !url || !/^https?:\/\//i.test(url)) return undefined;
  return url.includes('{tracking}')
    ? url.replaceAll('{tracking}', encodeURIComponent(order.trackingNumber))
    : url;
}

type CourierKey = keyof Messages['orders']['courier'];

const courierKeys: Readonly<Record<CourierStatus, CourierKey>> = {
  Accepted: 'accepted',
  'In transit': 'inTransit',
  Customs: 'customs',
  'Out for delivery': 'outForDelivery',
  Delivered: 'delivered',
  Exception: 'exception',
};

/** The translation key of a courier status; `undefined` for one the storefront does not know. */
export function courierKey(courierStatus: string): CourierKey | undefined {
  const known = courierStatuses.find((status) => status === courierStatus);
  return known && courierKeys[known];
}

type TimelineKey = keyof Messages['orders']['events'];

const eventKeys: Readonly<Record<string, TimelineKey>> = {
  OrderPlaced: 'placed',
  OrderStockReserved: 'stockReserved',
  OrderRejected: 'rejected',
  OrderPaymentStarted: 'paymentStarted',
  OrderPaid: 'paid',
  OrderPaymentDeclined: 'paymentDeclined',
  OrderCancelled: 'cancelled',
  OrderRefundStarted: 'refundStarted',
  OrderRefunded: 'refunded',
  OrderPaymentFailed: 'paymentFailed',
  OrderStatusChanged: 'statusChanged',
  OrderShipped: 'shipped',
  TrackingNumberAdded: 'trackingAdded',
};

/** A timeline event's translation key, or its type spelled out ("OrderPacked" -> "Order packed"). */
export function timelineLabel(type: string): { key: TimelineKey } | { text: string } {
  const key = eventKeys[type];
  if (key) return { key };
  const words = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return { text: words.charAt(0).toUpperCase() + words.slice(1) };
}

type NoteKey = keyof Messages['orders']['notes'];

/** The server's notes (its own English words) that the storefront says in the shopper's language. */
const noteKeys: Readonly<Record<string, NoteKey>> = {
  'Cancelled by the customer': 'cancelledByYou',
  'Payment cancelled at PayPal': 'cancelledAtPayPal',
  'Payment not received in time': 'paymentExpired',
  'Deposit balance is not enough': 'depositNotEnough',
  'Please check the following items are out of stock now or in not enough stock.': 'outOfStock',
  'PayPal is not answering just now. Please try again.': 'paypalUnavailable',
  'PayPal has not approved this payment.': 'paymentNotApproved',
};

/**
 * A note's translation key, or `undefined` for one the storefront does not know (shown as sent).
 *
 * @example noteKey('Payment not received in time') // 'paymentExpired'
 * @example noteKey('PayPal took 9.99 USD instead of 12.99 USD; it is given back.') // 'paymentMismatch'
 */
export function noteKey(note: string): NoteKey | undefined {
  const known = noteKeys[note.trim()];
  if (known) return known;
  if (/^PayPal declined\b/.test(note)) return 'paymentDeclined';
  if (/^PayPal took\b/.test(note)) return 'paymentMismatch';
  return undefined;
}

type RefundKey = keyof Messages['orders']['refund'];

/**
 * What the shopper reads about a cancelled order's money: on its way back, or back, to the
 * wallet or to PayPal.
 */
export function refundKey(
  order: Pick<Order, 'refundStatus' | 'paymentMethod'>,
): RefundKey | undefined {
  if (!order.refundStatus) return undefined;
  const to = order.paymentMethod === 'wallet' ? 'Wallet' : 'PayPal';
  return order.refundStatus === 'done' ? `done${to}` : `started${to}`;
}
