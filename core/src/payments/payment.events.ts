import type { DomainEvent } from '../decider/decider.js';

/** Money as PayPal states it: a currency code and a decimal string ("12.34", "1500"). */
export interface PaymentAmount {
  readonly currency: string;
  readonly value: string;
}

/** What a payment pays for: an order, or a deposit into an account's wallet. */
export type PaymentPurpose =
  | { readonly kind: 'order'; readonly orderNumber: string }
  | { readonly kind: 'deposit'; readonly accountId: string };

export type PaymentRequested = DomainEvent<
  'PaymentRequested',
  {
    paymentId: string;
    purpose: PaymentPurpose;
    amount: PaymentAmount;
    /** The same amount in US cents: what a wallet is credited or an order is worth. */
    usdCents: number;
    returnUrl: string;
    cancelUrl: string;
  }
>;
export type PaymentApprovalReady = DomainEvent<
  'PaymentApprovalReady',
  { paypalOrderId: string; approveUrl: string }
>;
/** PayPal could not make the payment, retries included. */
export type PaymentCreationFailed = DomainEvent<'PaymentCreationFailed', { message: string }>;
export type PaymentCaptureRequested = DomainEvent<'PaymentCaptureRequested', Record<string, never>>;
/** PayPal took the money (COMPLETED) or holds it for now (PENDING: "Paid temporarily"). */
export type PaymentCaptured = DomainEvent<
  'PaymentCaptured',
  { captureId: string; status: 'COMPLETED' | 'PENDING'; amount: PaymentAmount }
>;
/** A pending capture completed. */
export type PaymentCompleted = DomainEvent<'PaymentCompleted', { captureId: string }>;
export type PaymentDeclined = DomainEvent<
  'PaymentDeclined',
  { captureId: string | null; message: string }
>;
/** PayPal captured another amount or currency than asked: refused, and refunded. */
export type PaymentMismatched = DomainEvent<
  'PaymentMismatched',
  { captureId: string; captured: PaymentAmount; message: string }
>;
/** Nothing is to be captured any more (its order was cancelled before). */
export type PaymentVoided = DomainEvent<'PaymentVoided', { reason: string }>;
export type PaymentRefundRequested = DomainEvent<
  'PaymentRefundRequested',
  { refundKey: string; captureId: string; amount: PaymentAmount; reason: string }
>;
export type PaymentRefunded = DomainEvent<
  'PaymentRefunded',
  { refundKey: string; refundId: string; amount: PaymentAmount }
>;

export type PaymentEvent =
  | PaymentRequested
  | PaymentApprovalReady
  | PaymentCreationFailed
  | PaymentCaptureRequested
  | PaymentCaptured
  | PaymentCompleted
  | PaymentDeclined
  | PaymentMismatched
  | PaymentVoided
  | PaymentRefundRequested
  | PaymentRefunded;
