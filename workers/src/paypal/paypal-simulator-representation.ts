import type { WireLink } from './paypal-protocol.js';
import type { SimulatedOrder } from './paypal-simulator-orders.js';
import type { SimulatedCapture, SimulatedRefund } from './paypal-simulator-payments.js';

export interface SimulatorUrls {
  /** Where the API was called, e.g. `http://127.0.0.1:3000/simulators/paypal`. */
  readonly api: string;
  /** Where the buyer's browser reaches the simulator's pages. */
  readonly web: string;
}

/** The sandbox buyer every simulated approval is made by. */
export const simulatedPayer = {
  name: { given_name: 'Sandbox', surname: 'Buyer' },
  email_address: 'sandbox-buyer@example.com',
  address: { country_code: 'US' },
} as const;

export function approvalUrl(order: SimulatedOrder, urls: SimulatorUrls): string {
  return `${urls.web}/checkoutnow?token=${order.id}`;
}

/** The order as PayPal shows it: `Prefer: return=minimal` (the default) or `=representation`. */
export function orderBody(
  order: SimulatedOrder,
  urls: SimulatorUrls,
  representation: boolean,
): Record<string, unknown> {
  const links = orderLinks(order, urls);
  if (!representation) return { id: order.id, status: order.status, links };
  const { unit, payerId } = order;
  return {
    id: order.id,
    intent: 'CAPTURE',
    status: order.status,
    ...(payerId === undefined
      ? {}
      : {
          payment_source: {
            paypal: {
              email_address: simulatedPayer.email_address,
              account_id: payerId,
              account_status: 'VERIFIED',
              name: simulatedPayer.name,
              address: simulatedPayer.address,
            },
          },
          payer: { ...simulatedPayer, payer_id: payerId },
        }),
    purchase_units: [
      {
        reference_id: unit.reference_id ?? 'default',
        amount: unit.amount,
        payee: { email_address: 'merchant@example.com', merchant_id: 'SIMULATEDMERCH' },
        ...(unit.custom_id === undefined ? {} : { custom_id: unit.custom_id }),
        ...(unit.invoice_id === undefined ? {} : { invoice_id: unit.invoice_id }),
        ...(unit.description === undefined ? {} : { description: unit.description }),
        ...(order.capture === undefined ? {} : { payments: paymentsBody(order.capture, urls) }),
      },
    ],
    create_time: order.createTime,
    update_time: order.updateTime,
    links,
  };
}

function paymentsBody(capture: SimulatedCapture, urls: SimulatorUrls) {
  return {
    captures: [captureBody(capture, urls)],
    ...(capture.refunds.length === 0
      ? {}
      : { refunds: capture.refunds.map((refund) => refundBody(refund, urls, true)) }),
  };
}

/** A capture as `GET /v2/payments/captures/{id}` shows it: with the order it belongs to. */
export function capturedPaymentBody(capture: SimulatedCapture, urls: SimulatorUrls) {
  return {
    ...captureBody(capture, urls),
    supplementary_data: { related_ids: { order_id: capture.orderId } },
  };
}

function captureBody(capture: SimulatedCapture, urls: SimulatorUrls) {
  const self = `${urls.api}/v2/payments/captures/${capture.id}`;
  const refundable = capture.status === 'COMPLETED' || capture.status === 'PARTIALLY_REFUNDED';
  return {
    id: capture.id,
    status: capture.status,
    ...(capture.reason === undefined ? {} : { status_details: { reason: capture.reason } }),
    amount: capture.amount,
    final_capture: true,
    seller_protection: {
      status: 'ELIGIBLE',
      dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'],
    },
    ...(capture.customId === undefined ? {} : { custom_id: capture.customId }),
    ...(capture.invoiceId === undefined ? {} : { invoice_id: capture.invoiceId }),
    create_time: capture.createTime,
    update_time: capture.updateTime,
    links: [
      { href: self, rel: 'self', method: 'GET' },
      ...(refundable ? [{ href: `${self}/refund`, rel: 'refund', method: 'POST' }] : []),
      { href: `${urls.api}/v2/checkout/orders/${capture.orderId}`, rel: 'up', method: 'GET' },
    ],
  };
}

/** A refund, minimal (`id`, `status`, `links`) unless `return=representation` was asked for. */
export function refundBody(
  refund: SimulatedRefund,
  urls: SimulatorUrls,
  representation: boolean,
): Record<string, unknown> {
  const links = [
    { href: `${urls.api}/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET' },
    { href: `${urls.api}/v2/payments/captures/${refund.captureId}`, rel: 'up', method: 'GET' },
  ];
  if (!representation) return { id: refund.id, status: refund.status, links };
  return {
    id: refund.id,
    status: refund.status,
    amount: refund.amount,
    ...(refund.noteToPayer === undefined ? {} : { note_to_payer: refund.noteToPayer }),
    create_time: refund.createTime,
    update_time: refund.createTime,
    links,
  };
}

function orderLinks(order: SimulatedOrder, urls: SimulatorUrls): WireLink[] {
  const self = `${urls.api}/v2/checkout/orders/${order.id}`;
  const links: WireLink[] = [{ href: self, rel: 'self', method: 'GET' }];
  if (order.status === 'CREATED') {
    links.push(
      { href: approvalUrl(order, urls), rel: 'approve', method: 'GET' },
      { href: self, rel: 'update', method: 'PATCH' },
      { href: `${self}/capture`, rel: 'capture', method: 'POST' },
    );
  } else if (order.status === 'PAYER_ACTION_REQUIRED') {
    links.push({ href: approvalUrl(order, urls), rel: 'payer-action', method: 'GET' });
  } else if (order.status === 'APPROVED') {
    links.push(
      { href: self, rel: 'update', method: 'PATCH' },
      { href: `${self}/capture`, rel: 'capture', method: 'POST' },
    );
  }
  return links;
}
