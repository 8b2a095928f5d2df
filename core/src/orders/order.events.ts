import type { DomainEvent } from '../decider/decider.js';
import type { CurrencyCode } from '../money/currencies.js';

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

export type OrderPlaced = DomainEvent<
  'OrderPlaced',
  {
    orderNumber: string;
    customerId: string;
    lines: readonly OrderLine[];
    amounts: OrderAmounts;
    recipient: Recipient;
    courier: { id: number; name: string };
    paymentMethod: PaymentMethod;
  }
>;
export type OrderPaymentStarted = DomainEvent<
  'OrderPaymentStarted',
  { provider: 'paypal'; reference: string; currency: string; value: string; approveUrl: string }
>;
export type OrderPaid = DomainEvent<
  'OrderPaid',
  { provider: PaymentMethod; reference: string; paymentStatus: PaymentStatus }
>;
export type OrderCancelled = DomainEvent<
  'OrderCancelled',
  { reason: string; by: 'customer' | 'staff' | 'payment' }
>;

export type OrderEvent = OrderPlaced | OrderPaymentStarted | OrderPaid | OrderCancelled;
