import { defaultCurrency, isCurrencyCode } from '@shop/core/shared';
import {
  type Fields,
  isRecord,
  list,
  optionalNumber,
  optionalText,
  record,
  requiredNumber,
  text,
} from '../catalog/decode';
import type {
  Carrier,
  Order,
  OrderLine,
  OrderProgress,
  PlacedOrder,
  ShortLine,
  TimelineEvent,
} from './order';

function decodeLine(raw: unknown): OrderLine[] {
  if (!isRecord(raw)) return [];
  const id = optionalNumber(raw, 'id') ?? optionalNumber(raw, 'productId');
  if (id === undefined) return [];
  return [
    {
      id,
      variantId: optionalNumber(raw, 'variantId'),
      variantName: optionalText(raw, 'variantName'),
      title: text(raw, 'title'),
      quantity: optionalNumber(raw, 'quantity') ?? 1,
      charged: optionalNumber(raw, 'charged') ?? optionalNumber(raw, 'unitPrice'),
    },
  ];
}

function decodeCarrier(raw: unknown): Carrier | undefined {
  if (!isRecord(raw)) return undefined;
  const id = optionalNumber(raw, 'id');
  if (id === undefined) return undefined;
  return { id, name: text(raw, 'name'), trackingUrl: optionalText(raw, 'trackingUrl') };
}

function decodeEvent(raw: unknown): TimelineEvent[] {
  if (!isRecord(raw)) return [];
  const type = text(raw, 'type');
  return type
    ? [
        {
          type,
          occurredAt: text(raw, 'occurredAt'),
          to: optionalText(raw, 'to'),
          courierStatus: optionalText(raw, 'courierStatus'),
          location: optionalText(raw, 'location'),
        },
      ]
    : [];
}

function decodeProgress(fields: Fields, what: string): OrderProgress {
  const orderNumber = text(fields, 'orderNumber');
  if (!orderNumber) throw new Error(`${what} has no number`);
  const method = fields.paymentMethod;
  const refund = fields.refundStatus;
  return {
    orderNumber,
    status: text(fields, 'status', 'Processing'),
    paymentStatus: text(fields, 'paymentStatus', 'Not paid yet'),
    paymentMethod: method === 'paypal' || method === 'wallet' ? method : undefined,
    inProgress: fields.inProgress === true,
    note: optionalText(fields, 'note'),
    refundStatus: refund === 'started' || refund === 'done' ? refund : undefined,
    approvalUrl: optionalText(fields, 'approvalUrl'),
  };
}

export function decodeOrder(raw: unknown): Order {
  const fields = record(raw, 'order');
  return {
    ...decodeProgress(fields, 'order'),
    total: requiredNumber(fields, 'total'),
    subTotal: optionalNumber(fields, 'subTotal'),
    shippingFee: optionalNumber(fields, 'shippingFee'),
    tax: optionalNumber(fields, 'tax'),
    currency: isCurrencyCode(fields.currency) ? fields.currency : defaultCurrency,
    createdAt: optionalText(fields, 'createdAt'),
    items: list(fields.items).flatMap(decodeLine),
    trackingNumber: optionalText(fields, 'trackingNumber'),
    carrier: decodeCarrier(fields.carrier),
    courierStatus: optionalText(fields, 'courierStatus'),
    timeline: list(fields.timeline).flatMap(decodeEvent),
  };
}

/** One page of `GET /orders`, and how many orders there are in all. */
export interface OrdersPage {
  readonly orders: readonly Order[];
  readonly total: number;
}

export function decodeOrdersPage(raw: unknown): OrdersPage {
  const orders = decodeOrders(raw);
  const total = isRecord(raw) && typeof raw.total === 'number' ? raw.total : orders.length;
  return { orders, total: Math.max(total, orders.length) };
}

/** `GET /orders`: the orders that read; a broken one is left out rather than hiding the rest. */
export function decodeOrders(raw: unknown): readonly Order[] {
  const entries = isRecord(raw) && Array.isArray(raw.items) ? raw.items : list(raw);
  return entries.flatMap((entry) => {
    try {
      return [decodeOrder(entry)];
    } catch {
      return [];
    }
  });
}

export function decodePlacedOrder(raw: unknown): PlacedOrder {
  const fields = record(raw, 'placed order');
  return {
    ...decodeProgress(fields, 'the placed order'),
    total: optionalNumber(fields, 'total'),
    currency: isCurrencyCode(fields.currency) ? fields.currency : undefined,
  };
}

/** The `items` of a 409 `insufficient_stock`: the lines the stock could not cover. */
export function decodeShortLines(body: unknown): readonly ShortLine[] {
  if (!isRecord(body)) return [];
  return list(body.items).flatMap((raw) => {
    if (!isRecord(raw)) return [];
    try {
      const productId = requiredNumber(raw, 'productId');
      const requested = requiredNumber(raw, 'requested');
      const available = requiredNumber(raw, 'available');
      return [{ productId, title: text(raw, 'title') || `#${productId}`, requested, available }];
    } catch {
      return [];
    }
  });
}
