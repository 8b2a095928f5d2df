import type { DomainEvent } from '../decider/decider.js';
import type { CurrencyCode } from '../money/currencies.js';
import type { CarrierId } from '../shipping/carriers.js';
import type { CourierStatus } from '../shipping/courier-status.js';

/** The spec's order statuses. */
export const orderStatuses = [
  'Processing',
  'Purchasing',
  'Arrived at our warehouse',
  'Shipping domestically',
  'Shipped internationally',
  'Has an issue',
  'Cancelled',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const paymentStatuses = ['paid', 'Not paid yet', 'Paid temporarily'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export interface Recipient {
  readonly fullName: string;
  readonly phone: string;
  readonly secondaryPhone?: string;
  readonly postalCode: string;
  readonly country: string;
  readonly province?: string;
  readonly city: string;
  readonly address: string;
  readonly address2?: string;
  readonly customsId?: string;
}

export interface OrderLine {
  readonly productId: number;
  readonly variantId: number | null;
  readonly title: string;
  readonly quantity: number;
  /** Charged price of one, in the order's currency's minor units. */
  readonly unitMinor: number;
  readonly weightGrams: number;
}

/** All amounts in minor units of `currency` (KRW and JPY have none). */
export interface OrderAmounts {
  readonly currency: CurrencyCode;
  readonly subTotalMinor: number;
  readonly shippingMinor: number;
  readonly taxMinor: number;
  readonly totalMinor: number;
  /** The total in US cents: what a wallet is debited and what a refund credits. */
  readonly totalUsdCents: number;
}

export type PaymentMethod = 'paypal' | 'wallet';

/** The order as checkout priced it: everything a placed order carries. */
export interface OrderDraft {
  readonly orderNumber: string;
  readonly customerId: string;
  readonly lines: readonly OrderLine[];
  readonly amounts: OrderAmounts;
  readonly recipient: Recipient;
  readonly courier: { readonly id: number; readonly name: string };
  readonly paymentMethod: PaymentMethod;
  /** The shop's address the shopper checked out on (`https://ja.example.com`): PayPal sends them back there. */
  readonly origin: string;
  /** A seller's order for a sale on their platform: what the buyer paid there (the revenue). */
  readonly sale?: PlatformSale;
  /** The site and affiliate link it was placed through; absent on orders of site 1 without one. */
  readonly source?: OrderSource;
}

/** Where a shopper's order came from (spec §6, §9): site 1 or 2 and the `?aid=` they arrived with. */
export interface OrderSource {
  readonly siteId: number;
  readonly affiliateId?: string;
}

export interface PlatformSale {
  readonly platform: 'taobao';
  /** The platform's trade id. */
  readonly tradeId: string;
  readonly usdCents: number;
}

/** A line the stock could not cover when the order was placed. */
export interface ShortLine {
  readonly productId: number;
  readonly title: string;
  readonly requested: number;
  readonly available: number;
}

/** Why an order never got under way: its stock, its wallet payment, or PayPal failed it. */
export type RejectionReason = 'out_of_stock' | 'insufficient_balance' | 'payment_unavailable';

export type OrderPlaced = DomainEvent<'OrderPlaced', OrderDraft>;
/** Every line's units are set aside: payment may start. */
export type OrderStockReserved = DomainEvent<'OrderStockReserved', Record<string, never>>;
/** The order could not start (no stock, no balance, no PayPal); nothing is held for it. */
export type OrderRejected = DomainEvent<
  'OrderRejected',
  { reason: RejectionReason; message: string; shortLines: readonly ShortLine[] }
>;
export type OrderPaymentStarted = DomainEvent<
  'OrderPaymentStarted',
  { provider: 'paypal'; paymentId: string; currency: string; value: string; approveUrl: string }
>;
export type OrderPaid = DomainEvent<
  'OrderPaid',
  {
    provider: PaymentMethod;
    /** The PayPal capture id, or the wallet entry. */
    reference: string;
    paymentStatus: Extract<PaymentStatus, 'paid' | 'Paid temporarily'>;
  }
>;
/** PayPal refused the money (or took another amount, given back): still Not paid yet. */
export type OrderPaymentDeclined = DomainEvent<'OrderPaymentDeclined', { message: string }>;
/** Who cancelled: the customer, staff, an unpaid payment's expiry, or the Taobao trade's closing. */
export type CancelledBy = 'customer' | 'staff' | 'payment' | 'taobao';
export type OrderCancelled = DomainEvent<
  'OrderCancelled',
  {
    reason: string;
    by: CancelledBy;
    /** The status it was cancelled from (absent on orders cancelled before staff could). */
    from?: OrderStatus;
  }
>;
/** Staff moved the order on (or to Has an issue and back); who and when are in the metadata. */
export type OrderStatusChanged = DomainEvent<
  'OrderStatusChanged',
  { from: OrderStatus; to: OrderStatus; note: string | null }
>;
/** The parcel as staff recorded it: shipment `shipment-<shipmentId>` follows it. */
export interface OrderShipment {
  readonly shipmentId: string;
  readonly carrierId: CarrierId;
  readonly trackingNumber: string;
  readonly weightGrams: number;
  /** What the carrier charges the shop, in US cents. */
  readonly shippingFeeCents: number;
}
export type OrderShipmentRecorded = DomainEvent<'OrderShipmentRecorded', OrderShipment>;
/** A carrier's scan moved the parcel on: where it is now. */
export type OrderCourierStatusChanged = DomainEvent<
  'OrderCourierStatusChanged',
  { courierStatus: CourierStatus; scanId: string; at: string }
>;
/** The money of a cancelled order is on its way back to where it came from. */
export type OrderRefundStarted = DomainEvent<
  'OrderRefundStarted',
  { provider: PaymentMethod; reference: string; usdCents: number }
>;
export type OrderRefunded = DomainEvent<'OrderRefunded', { reference: string }>;

export type OrderEvent =
  | OrderPlaced
  | OrderStockReserved
  | OrderRejected
  | OrderPaymentStarted
  | OrderPaid
  | OrderPaymentDeclined
  | OrderCancelled
  | OrderRefundStarted
  | OrderRefunded
  | OrderStatusChanged
  | OrderShipmentRecorded
  | OrderCourierStatusChanged;
