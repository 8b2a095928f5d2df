import { z } from 'zod';

/**
 * The parts of PayPal's wire format the client reads, as zod schemas. Unknown fields are
 * dropped rather than refused: PayPal adds fields to its responses without notice.
 */

export const orderStatuses = [
  'CREATED',
  'SAVED',
  'APPROVED',
  'VOIDED',
  'COMPLETED',
  'PAYER_ACTION_REQUIRED',
] as const;
export type PayPalOrderStatus = (typeof orderStatuses)[number];

export const captureStatuses = [
  'COMPLETED',
  'DECLINED',
  'PARTIALLY_REFUNDED',
  'PENDING',
  'REFUNDED',
  'FAILED',
] as const;
export type PayPalCaptureStatus = (typeof captureStatuses)[number];

/** Why a capture is PENDING (or was denied), in `status_details.reason`. */
export const capturePendingReasons = [
  'BUYER_COMPLAINT',
  'CHARGEBACK',
  'ECHECK',
  'INTERNATIONAL_WITHDRAWAL',
  'OTHER',
  'PENDING_REVIEW',
  'RECEIVING_PREFERENCE_MANDATES_MANUAL_ACTION',
  'REFUNDED',
  'TRANSACTION_APPROVED_AWAITING_FUNDING',
  'UNILATERAL',
  'VERIFICATION_REQUIRED',
] as const;
export type PayPalCapturePendingReason = (typeof capturePendingReasons)[number];

export const refundStatuses = ['CANCELLED', 'FAILED', 'PENDING', 'COMPLETED'] as const;
export type PayPalRefundStatus = (typeof refundStatuses)[number];

/** Longest `PayPal-Request-Id` the Orders API stores. */
export const maxRequestIdLength = 108;

export const wireMoney = z.object({ currency_code: z.string(), value: z.string() });
export type WireMoney = z.infer<typeof wireMoney>;

export const wireLink = z.object({
  href: z.string(),
  rel: z.string(),
  method: z.string().optional(),
});
export type WireLink = z.infer<typeof wireLink>;

export const tokenResponse = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  expires_in: z.number().positive(),
});

// A reason PayPal adds later is still worth logging, so it is read as any string.
const statusDetails = z.object({ reason: z.string().optional() }).optional();

const wireCapture = z.object({
  id: z.string(),
  status: z.enum(captureStatuses),
  status_details: statusDetails,
  amount: wireMoney,
});
export type WireCapture = z.infer<typeof wireCapture>;

export const orderResponse = z.object({
  id: z.string(),
  status: z.enum(orderStatuses),
  purchase_units: z
    .array(
      z.object({
        reference_id: z.string().optional(),
        custom_id: z.string().optional(),
        amount: wireMoney.optional(),
        payments: z.object({ captures: z.array(wireCapture).optional() }).optional(),
      }),
    )
    .optional(),
  payer: z.object({ payer_id: z.string().optional() }).optional(),
  links: z.array(wireLink).optional(),
});
export type OrderResponse = z.infer<typeof orderResponse>;

/** `GET /v2/payments/captures/{id}`: the capture on its own, with the order it belongs to. */
export const captureResponse = wireCapture.extend({
  supplementary_data: z
    .object({ related_ids: z.object({ order_id: z.string().optional() }).optional() })
    .optional(),
});

/** `POST /v2/payments/captures/{id}/refund` with `Prefer: return=representation`. */
export const refundResponse = z.object({
  id: z.string(),
  status: z.enum(refundStatuses),
  amount: wireMoney,
});

/**
 * The Orders and Payments APIs' error body; `details` is present for 4xx answers, and `links`
 * may hold a `redirect` for the buyer (after INSTRUMENT_DECLINED).
 */
export const errorBody = z.object({
  name: z.string(),
  message: z.string().optional(),
  debug_id: z.string().optional(),
  details: z
    .array(
      z.object({
        issue: z.string(),
        description: z.string().optional(),
        field: z.string().optional(),
        location: z.string().optional(),
      }),
    )
    .optional(),
  links: z.array(wireLink).optional(),
});

/** The token endpoint answers failures the OAuth 2.0 way instead (RFC 6749 §5.2). */
export const oauthErrorBody = z.object({
  error: z.string(),
  error_description: z.string().optional(),
});
