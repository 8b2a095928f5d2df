import type { CarrierId, CourierStatus, OrderStatus, PaymentStatus } from '@shop/core/shared';

/** An order as `GET /api/admin/orders` lists it. */
export interface OrderRecord {
  id: string;
  orderNumber: string;
  code: string | null;
  createdAt: string;
  status: OrderStatus;
  issueFrom: OrderStatus | null;
  /** The statuses staff may move it to now. */
  nextStatuses: OrderStatus[];
  note: string | null;
  inProgress: boolean;
  country: string;
  platform: string;
  /** 1, or 2 for the regional reseller's host. */
  siteId?: number;
  /** The `?aid=` link the shopper came through. */
  affiliateId?: string | null;
  customerEmail: string | null;
  paymentStatus: PaymentStatus;
  paymentMethod: string;
  refundStatus: string;
  currency: string;
  total: number;
  /** The order's total in USD. */
  revenue: number;
  /** What the buyer paid on the seller's platform, if the order came from one. */
  salePrice: number | null;
  /** A seller's order: what they paid for it, less refunds; null for a customer's. */
  purchaseCost: number | null;
  /** A seller's order: sale price − purchase cost − shipping; null for a customer's. */
  profit: number | null;
  carrierId: CarrierId | null;
  carrierName: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  courierStatus: CourierStatus | null;
  weightGrams: number | null;
  shippingFee: number | null;
  /** Sent back with a move: a move someone made meanwhile refuses this one. */
  revision: number;
}

export interface TimelineEntry {
  id: string;
  type: string;
  occurredAt: string;
  from?: string;
  to?: string;
  note?: string | null;
  courierStatus?: string;
  location?: string;
  description?: string;
  by: string;
  byEmail: string | null;
}

/** `GET /api/admin/orders/:number`. */
export interface OrderDetail extends OrderRecord {
  lines: {
    productId: number;
    variantId: number | null;
    title: string;
    quantity: number;
    unitPrice: number;
    amount: number;
  }[];
  recipient: Record<string, string | undefined>;
  amounts: {
    currency: string;
    subTotal: number;
    shipping: number;
    tax: number;
    total: number;
    totalUsd: number;
  };
  timeline: TimelineEntry[];
}
