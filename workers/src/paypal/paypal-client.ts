import type { z } from 'zod';
import { createAccessTokens } from './paypal-access-token.js';
import {
  assertPayPalCurrency,
  isPayPalValue,
  type PayPalCurrency,
  type PayPalMoney,
} from './paypal-amount.js';
import { PayPalError, PayPalResourceNotFoundError, paypalErrorFrom } from './paypal-error.js';
import {
  maxRequestIdLength,
  type OrderResponse,
  orderResponse,
  type PayPalCaptureStatus,
  type PayPalOrderStatus,
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
  /** `COMPLETED` means the money moved; `PENDING` means PayPal is still holding it. */
  readonly captureStatus: PayPalCaptureStatus;
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

export interface PayPalClient {
  createOrder(input: CreatePayPalOrderInput): Promise<CreatedPayPalOrder>;
  getOrder(id: string): Promise<PayPalOrder>;
  captureOrder(id: string, options: { readonly requestId: string }): Promise<PayPalCapture>;
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
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const fetchFn = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const tokens = createAccessTokens({
    tokenUrl: `${baseUrl}/v1/oauth2/token`,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    fetch: fetchFn,
    now: options.now ?? Date.now,
    timeoutMs,
  });

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodType<T>,
    request: { body?: unknown; requestId?: string } = {},
  ): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const token = await tokens.get();
      const response = await fetchFn(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          prefer: 'return=representation',
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(request.requestId === undefined ? {} : { 'paypal-request-id': request.requestId }),
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      // A refused token was not acted on, so asking again with a fresh one cannot double anything.
      if (response.status === 401 && attempt === 1) {
        tokens.invalidate(token);
        continue;
      }
      if (!response.ok) {
        throw paypalErrorFrom(response.status, text, response.headers.get('paypal-debug-id'));
      }
      return schema.parse(JSON.parse(text));
    }
  }

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
      capture: capture && {
        captureId: capture.id,
        captureStatus: capture.status,
        amount: money(capture.amount),
      },
    };
  }

  return {
    async createOrder(input) {
      const currency = assertPayPalCurrency(input.amount.currency);
      if (!isPayPalValue(currency, input.amount.value)) {
        throw new RangeError(`${input.amount.value} is not an amount PayPal takes in ${currency}`);
      }
      const order = await call('POST', '/v2/checkout/orders', orderResponse, {
        body: createOrderBody(input, currency),
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
      return {
        id: order.id,
        status: order.status,
        captureId: capture.id,
        captureStatus: capture.status,
        amount: money(capture.amount),
      };
    },
  };
}

function createOrderBody(input: CreatePayPalOrderInput, currency: PayPalCurrency) {
  return {
    intent: 'CAPTURE',
    purchase_units: [
      {
        reference_id: input.orderNumber,
        custom_id: input.orderNumber,
        amount: { currency_code: currency, value: input.amount.value },
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

/**
 * Order ids go into the path: anything but PayPal's alphabet (e.g. a `token` a buyer edited in
 * the return URL, or `..`) is answered here as PayPal would, without sending our bearer token
 * to some other endpoint.
 */
function orderPath(id: string): string {
  if (!/^[A-Z0-9]{1,36}$/.test(id)) {
    throw new PayPalResourceNotFoundError({
      status: 404,
      name: 'RESOURCE_NOT_FOUND',
      message: `"${id.slice(0, 40)}" cannot be a PayPal order id (INVALID_RESOURCE_ID)`,
      issue: 'INVALID_RESOURCE_ID',
    });
  }
  return `/v2/checkout/orders/${id}`;
}

function checkedRequestId(requestId: string): string {
  if (requestId.length === 0 || requestId.length > maxRequestIdLength) {
    throw new RangeError(`A PayPal-Request-Id has 1 to ${maxRequestIdLength} characters`);
  }
  return requestId;
}

function money(wire: WireMoney): PayPalMoney {
  return { currency: assertPayPalCurrency(wire.currency_code), value: wire.value };
}

function capturedEarlier(order: PayPalOrder): PayPalCapture {
  if (!order.capture) throw new Error(`PayPal order ${order.id} is captured but shows no capture`);
  return { id: order.id, status: order.status, ...order.capture };
}
