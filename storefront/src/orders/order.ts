import type { CurrencyCode } from '@shop/core/shared';

export interface Carrier {
  readonly id: number;
  readonly name: string;
  readonly trackingUrl?: string;
}

export interface OrderLine {
  readonly id: number;
  readonly variantId?: number;
  readonly title: string;
  readonly quantity: number;
  /** The price of one, when the server gives it. */
  readonly charged?: number;
}

export interface TimelineEvent {
  readonly type: string;
  readonly occurredAt: string;
}

/** An order as `GET /orders` and `GET /orders/:orderNumber` give it. */
export interface Order {
  readonly orderNumber: string;
  /** The server's status; one it has added since is shown as it comes. */
  readonly status: string;
  readonly paymentStatus: string;
  readonly total: number;
  readonly subTotal?: number;
  readonly shippingFee?: number;
  readonly tax?: number;
  readonly currency: CurrencyCode;
  readonly createdAt?: string;
  readonly items: readonly OrderLine[];
  readonly trackingNumber?: string;
  readonly carrier?: Carrier;
  readonly timeline: readonly TimelineEvent[];
}

/** The answer of `POST /orders`. */
export interface PlacedOrder {
  readonly orderNumber: string;
  readonly status: string;
  readonly paymentStatus: string;
  readonly total?: number;
  readonly currency?: CurrencyCode;
  /** Where PayPal's approval happens; none for a wallet payment. */
  readonly approvalUrl?: string;
}
