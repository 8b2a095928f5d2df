import type { CurrencyCode, PaymentMethod } from '@shop/core/shared';

export interface Carrier {
  readonly id: number;
  readonly name: string;
  readonly trackingUrl?: string;
}

export interface OrderLine {
  readonly id: number;
  readonly variantId?: number;
  /** The variant bought ("12 pack · green"). */
  readonly variantName?: string;
  readonly title: string;
  readonly quantity: number;
  /** The price of one, when the server gives it. */
  readonly charged?: number;
}

export interface TimelineEvent {
  readonly type: string;
  readonly occurredAt: string;
  /** The status an order moved to. */
  readonly to?: string;
  /** A carrier's scan: where the parcel is. */
  readonly courierStatus?: string;
  readonly location?: string;
}

/** The money of a cancelled order on its way back, then back. */
export type RefundStatus = 'started' | 'done';

/** Where an order stands beyond its status: whether a step is under way, and why. */
export interface OrderProgress {
  readonly orderNumber: string;
  /** The server's status; one it has added since is shown as it comes. */
  readonly status: string;
  readonly paymentStatus: string;
  readonly paymentMethod?: PaymentMethod;
  /** A step of checkout, payment or refund is still under way ("processing"). */
  readonly inProgress: boolean;
  /** Why it was cancelled, or what PayPal said about the payment (the server's English). */
  readonly note?: string;
  readonly refundStatus?: RefundStatus;
  /** Where to pay at PayPal, while the order waits for its payment. */
  readonly approvalUrl?: string;
}

/** An order as `GET /orders` and `GET /orders/:orderNumber` give it. */
export interface Order extends OrderProgress {
  readonly total: number;
  readonly subTotal?: number;
  readonly shippingFee?: number;
  readonly tax?: number;
  readonly currency: CurrencyCode;
  readonly createdAt?: string;
  readonly items: readonly OrderLine[];
  readonly trackingNumber?: string;
  readonly carrier?: Carrier;
  /** Where the parcel is once it shipped internationally, as the carrier's last scan says. */
  readonly courierStatus?: string;
  readonly timeline: readonly TimelineEvent[];
}

/** The answer of `POST /orders`: the order, or only where it stands while it is being set up. */
export interface PlacedOrder extends OrderProgress {
  readonly total?: number;
  readonly currency?: CurrencyCode;
}

/** A line that the stock could not cover when the order was placed (a 409's `items`). */
export interface ShortLine {
  readonly productId: number;
  readonly title: string;
  readonly requested: number;
  readonly available: number;
}
