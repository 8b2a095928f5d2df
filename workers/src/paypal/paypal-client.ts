import { assertPayPalCurrency, isPayPalValue, type PayPalMoney } from './paypal-amount.js';
import { PayPalError } from './paypal-error.js';
import { checkedRequestId, createPayPalHttp, idPath } from './paypal-http.js';
import {
  captureResponse,
  type OrderResponse,
  orderResponse,
  type PayPalCaptureStatus,
  type PayPalOrderStatus,
  type PayPalRefundStatus,
  refundResponse,
  type WireCapture,
  type WireMoney,
} from './paypal-protocol.js';

export interface PayPalClientOptions {
  /** `https://api-m.paypal.com`, `https://api-m.sandbox.paypal.com`, or a simulator's base URL. */
  readonly baseUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly fetch?: typeof fetch;
  /** Milliseconds since the epoch; tests move it to expire tokens. */
  readonly now?: () => number;
  /** Per HTTP request. A POST that timed out is safe to send again with the same request id. */
  readonly timeoutMs?: number;
}

export interface CreatePayPalOrderInput {
  /** The shop's order number: PayPal's `reference_id` and `custom_id`, shown in reports. */
  readonly orderNumber: string;
  /** Build it with `paypalAmount`; a currency PayPal refuses (KRW) fails before any request. */
  readonly amount: { readonly currency: string; readonly value: string };
  /** Where PayPal sends the buyer after approving, with `?token=<order id>&PayerID=...`. */
  readonly returnUrl: string;
  /** Where PayPal sends the buyer who gives up, with `?token=<order id>`. */
  readonly cancelUrl: string;
  /** Dedupe key (`PayPal-Request-Id`): the same key gets the same PayPal order back. */
  readonly requestId: string;
  readonly brandName?: string;
  /** BCP 47, e.g. `ja-JP`: the language of PayPal's pages. */
  readonly locale?: string;
}

export interface CreatedPayPalOrder {
  readonly id: string;
  readonly status: PayPalOrderStatus;
  /** Send the buyer's browser here (`approve` or, for newer integrations, `payer-action`). */
  readonly approveUrl: string;
}

export interface PayPalCapture {
  /** The PayPal order id. */
  readonly id: string;
  readonly status: PayPalOrderStatus;
  readonly captureId: string;
  /**
   * Only `COMPLETED` means the money moved. `PENDING`: PayPal holds it for a while (see
   * `captureStatusReason`) and `getCapture` later shows `COMPLETED` or `DECLINED` (capturing
   * again with the same request id only replays this first answer). `DECLINED` (how card
   * payments are refused) and `FAILED`: nothing was paid.
   */
  readonly captureStatus: PayPalCaptureStatus;
  /** PayPal's `status_details.reason`, e.g. `PENDING_REVIEW` or `ECHECK` for a pending capture. */
  readonly captureStatusReason: string | undefined;
  /** What PayPal captured: compare it with the order's total before counting the order paid. */
  readonly amount: PayPalMoney;
}

export interface PayPalOrder {
  readonly id: string;
  readonly status: PayPalOrderStatus;
  readonly orderNumber: string | undefined;
  readonly amount: PayPalMoney | undefined;
  readonly payerId: string | undefined;
  readonly capture: Omit<PayPalCapture, 'id' | 'status'> | undefined;
}

/** A capture as the Payments API shows it now, e.g. to see a PENDING one move on. */
export interface PayPalCapturedPayment {
  /** The capture id. */
  readonly id: string;
  /** After refunds: `PARTIALLY_REFUNDED` or `REFUNDED`. */
  readonly status: PayPalCaptureStatus;
  readonly statusReason: string | undefined;
  readonly amount: PayPalMoney;
  /** The PayPal order it belongs to. */
  readonly orderId: string | undefined;
}

export interface RefundPayPalCaptureInput {
  /**
   * Part of the capture, in its currency (build it with `paypalAmount`). Left out, PayPal
   * refunds whatever the capture still holds.
   */
  readonly amount?: { readonly currency: string; readonly value: string };
  /**
   * Dedupe key (`PayPal-Request-Id`, kept by PayPal for 45 days): the same key gets the same
   * refund back, never a second one. Build it from what causes the refund, e.g. the cancel.
   */
  readonly requestId: string;
  /** Shown to the buyer in PayPal's e-mail and activity. */
  readonly noteToPayer?: string;
}

export interface PayPalRefund {
  readonly id: string;
  /** `COMPLETED`: the money went back; `PENDING`: on its way; `FAILED` / `CANCELLED`: it did not. */
  readonly status: PayPalRefundStatus;
  readonly amount: PayPalMoney;
}

export interface PayPalClient {
  createOrder(input: CreatePayPalOrderInput): Promise<CreatedPayPalOrder>;
  getOrder(id: string): Promise<PayPalOrder>;
  /**
   * Captures an approved order. Resolves for every capture PayPal made, whatever its status:
   * check `captureStatus` (only `COMPLETED` is paid) and `amount`. When PayPal refuses the
   * buyer's funding source it makes no capture and answers 422 `INSTRUMENT_DECLINED`: that
   * rejects with `PayPalInstrumentDeclinedError` (not retryable; the buyer must approve again).
   * Other refusals are `PayPalError`s; `retryable` tells a transient failure (5xx, 408, 429, or
   * a timeout, which is not a `PayPalError`) that is safe to send again with the same request id.
   */
  captureOrder(id: string, options: { readonly requestId: string }): Promise<PayPalCapture>;
  /** `PayPalResourceNotFoundError` for an unknown capture id. */
  getCapture(captureId: string): Promise<PayPalCapturedPayment>;
  /**
   * Refunds all or part of a capture, once per `requestId`. More than the capture still holds
   * rejects with `PayPalRefundExceededError`; an unknown capture id with
   * `PayPalResourceNotFoundError`.
   */
  refundCapture(captureId: string, input: RefundPayPalCaptureInput): Promise<PayPalRefund>;
}

/**
 * PayPal Orders API v2 with intent CAPTURE: create an order, send the buyer to `approveUrl`,
 * capture when they come back. Every POST carries a `PayPal-Request-Id`, so a retried job gets
 * PayPal's first answer again instead of a second order or a second charge.
 *
 * @example
 * const paypal = createPayPalClient({ baseUrl, clientId, clientSecret });
 * const { approveUrl } = await paypal.createOrder({
 *   orderNumber: '1042',
 *   amount: paypalAmount('USD', 1299),
 *   returnUrl: 'https://en.shop.example/checkout/paypal/return',
 *   cancelUrl: 'https://en.shop.example/checkout/paypal/cancel',
 *   requestId: 'paypal-create-1042',
 * });
 * // ...the buyer approves and returns with ?token=<id>...
 * const capture = await paypal.captureOrder(token, { requestId: 'paypal-capture-1042' });
 */
export function createPayPalClient(options: PayPalClientOptions): PayPalClient {
  const call = createPayPalHttp({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    fetch: options.fetch ?? fetch,
    now: options.now ?? Date.now,
    timeoutMs: options.timeoutMs ?? 30_000,
  });

  async function getOrder(id: string): Promise<PayPalOrder> {
    const order = await call('GET', orderPath(id), orderResponse);
    const unit = order.purchase_units?.[0];
    const capture = unit?.payments?.captures?.[0];
    return {
      id: order.id,
      status: order.status,
      orderNumber: unit?.reference_id,
      amount: unit?.amount && money(unit.amount),
      payerId: order.payer?.payer_id,
      capture: capture && captureOf(capture),
    };
  }

  return {
    async createOrder(input) {
      const order = await call('POST', '/v2/checkout/orders', orderResponse, {
        body: createOrderBody(input, checkedAmount(input.amount)),
        requestId: checkedRequestId(input.requestId),
      });
      const approveUrl = order.links?.find(
        (link) => link.rel === 'payer-action' || link.rel === 'approve',
      )?.href;
      if (!approveUrl)
        throw new Error(`PayPal order ${order.id} came back without an approve link`);
      return { id: order.id, status: order.status, approveUrl };
    },

    getOrder,

    async captureOrder(id, { requestId }) {
      let order: OrderResponse;
      try {
        order = await call('POST', `${orderPath(id)}/capture`, orderResponse, {
          body: {},
          requestId: checkedRequestId(requestId),
        });
      } catch (error) {
        // PayPal forgets request ids after hours; a retry after that finds the capture done.
        if (error instanceof PayPalError && error.issue === 'ORDER_ALREADY_CAPTURED') {
          return capturedEarlier(await getOrder(id));
        }
        throw error;
      }
      const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
      if (!capture) throw new Error(`PayPal captured order ${order.id} without a capture`);
      return { id: order.id, status: order.status, ...captureOf(capture) };
    },

    async getCapture(captureId) {
      const capture = await call('GET', capturePath(captureId), captureResponse);
      return {
        id: capture.id,
        status: capture.status,
        statusReason: capture.status_details?.reason,
        amount: money(capture.amount),
        orderId: capture.supplementary_data?.related_ids?.order_id,
      };
    },

    async refundCapture(captureId, input) {
      const refund = await call('POST', `${capturePath(captureId)}/refund`, refundResponse, {
        body: {
          ...(input.amount === undefined ? {} : { amount: checkedAmount(input.amount) }),
          ...(input.noteToPayer === undefined ? {} : { note_to_payer: input.noteToPayer }),
        },
        requestId: checkedRequestId(input.requestId),
      });
      return { id: refund.id, status: refund.status, amount: money(refund.amount) };
    },
  };
}

function createOrderBody(input: CreatePayPalOrderInput, amount: WireMoney) {
  return {
    intent: 'CAPTURE',
    purchase_units: [
      {
        reference_id: input.orderNumber,
        custom_id: input.orderNumber,
        amount,
      },
    ],
    payment_source: {
      paypal: {
        experience_context: {
          return_url: input.returnUrl,
          cancel_url: input.cancelUrl,
          // The total is final when the buyer approves: the shop captures without a review step.
          user_action: 'PAY_NOW',
          // The shop collects the address itself; PayPal's own would not reach the order.
          shipping_preference: 'NO_SHIPPING',
          ...(input.brandName === undefined ? {} : { brand_name: input.brandName }),
          ...(input.locale === undefined ? {} : { locale: input.locale }),
        },
      },
    },
  };
}

const orderPath = (id: string) => idPath('/v2/checkout/orders', id);
const capturePath = (id: string) => idPath('/v2/payments/captures', id);

/** A currency PayPal refuses (KRW) or a value it would refuse fails before any request. */
function checkedAmount(amount: { readonly currency: string; readonly value: string }): WireMoney {
  const currency = assertPayPalCurrency(amount.currency);
  if (!isPayPalValue(currency, amount.value)) {
    throw new RangeError(`${amount.value} is not an amount PayPal takes in ${currency}`);
  }
  return { currency_code: currency, value: amount.value };
}

function money(wire: WireMoney): PayPalMoney {
  return { currency: assertPayPalCurrency(wire.currency_code), value: wire.value };
}

function captureOf(capture: WireCapture): Omit<PayPalCapture, 'id' | 'status'> {
  return {
    captureId: capture.id,
    captureStatus: capture.status,
    captureStatusReason: capture.status_details?.reason,
    amount: money(capture.amount),
  };
}

function capturedEarlier(order: PayPalOrder): PayPalCapture {
  if (!order.capture) throw new Error(`PayPal order ${order.id} is captured but shows no capture`);
  return { id: order.id, status: order.status, ...order.capture };
}
