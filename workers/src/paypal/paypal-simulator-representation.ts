import type { WireLink } from './paypal-protocol.js';
import type { SimulatedOrder } from './paypal-simulator-orders.js';

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
        ...(order.capture === undefined
          ? {}
          : { payments: { captures: [captureBody(order, urls)] } }),
      },
    ],
    create_time: order.createTime,
    update_time: order.updateTime,
    links,
  };
}

function captureBody(order: SimulatedOrder, urls: SimulatorUrls) {
  const capture = order.capture;
  if (!capture) throw new Error(`Order ${order.id} has no capture`);
  const self = `${urls.api}/v2/payments/captures/${capture.id}`;
  return {
    id: capture.id,
    status: 'COMPLETED',
    amount: order.unit.amount,
    final_capture: true,
    seller_protection: {
      status: 'ELIGIBLE',
      dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'],
    },
    ...(order.unit.custom_id === undefined ? {} : { custom_id: order.unit.custom_id }),
    ...(order.unit.invoice_id === undefined ? {} : { invoice_id: order.unit.invoice_id }),
    create_time: capture.time,
    update_time: capture.time,
    links: [
      { href: self, rel: 'self', method: 'GET' },
      { href: `${self}/refund`, rel: 'refund', method: 'POST' },
      { href: `${urls.api}/v2/checkout/orders/${order.id}`, rel: 'up', method: 'GET' },
    ],
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
