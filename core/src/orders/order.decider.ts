import { randomInt } from 'node:crypto';
import { assertNever } from '../decider/assert-never.js';
import type { Decider } from '../decider/decider.js';
import { DomainError } from '../decider/decider.js';
import type { CourierStatus } from '../shipping/courier-status.js';
import type {
  CancelledBy,
  OrderDraft,
  OrderEvent,
  OrderPaid,
  OrderRejected,
  OrderShipment,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
} from './order.events.js';
import { refuseMove } from './order-lifecycle.js';

export type OrderCommand =
  | ({ type: 'PlaceOrder' } & OrderDraft)
  | { type: 'ConfirmStock' }
  | ({ type: 'RejectOrder' } & OrderRejected['data'])
  | {
      type: 'StartPayment';
      paymentId: string;
      currency: string;
      value: string;
      approveUrl: string;
    }
  | ({ type: 'RecordPayment' } & OrderPaid['data'])
  | { type: 'DeclinePayment'; message: string }
  | { type: 'CancelOrder'; reason: string; by: CancelledBy }
  | { type: 'StartRefund' }
  | { type: 'RecordRefund'; reference: string }
  /** Staff move the order on; `note` says why (required for Has an issue and Cancelled). */
  | { type: 'MoveOrder'; to: OrderStatus; note: string }
  | ({ type: 'RecordShipment' } & Omit<OrderShipment, 'shipmentId'>)
  | { type: 'SetCourierStatus'; courierStatus: CourierStatus; scanId: string; at: string };

export interface PlacedOrder extends OrderDraft {
  readonly status: OrderStatus;
  readonly stockReserved: boolean;
  /** Never got under way: no stock, no balance or no PayPal. Shown as Cancelled. */
  readonly rejected: boolean;
  readonly paymentStatus: PaymentStatus;
  /** The PayPal payment under way, once PayPal has an approval page for it. */
  readonly paymentId: string | null;
  readonly paidWith: { readonly provider: PaymentMethod; readonly reference: string } | null;
  readonly refund: 'none' | 'started' | 'done';
  /** The status an order that Has an issue came from, and goes back to. */
  readonly issueFrom: OrderStatus | null;
  readonly shipment: OrderShipment | null;
  readonly courierStatus: CourierStatus | null;
}

export type OrderState = { readonly status: 'none' } | PlacedOrder;

export function orderStream(orderNumber: string): string {
  return `order-${orderNumber}`;
}

/** The spec's order number: "100" followed by 14 random digits. */
export function newOrderNumber(): string {
  return `100${Array.from({ length: 14 }, () => randomInt(10)).join('')}`;
}

/** An order's one shipment: `shipment-<orderNumber>`. */
export function orderShipmentId(orderNumber: string): string {
  return orderNumber;
}

/** Whether an order is over, either way: no payment, stock or refund is owed to it any more. */
export function isClosed(order: PlacedOrder): boolean {
  return order.status === 'Cancelled' && (order.paidWith === null || order.refund === 'done');
}

/**
 * An order's life from checkout to payment, cancellation and refund. Facts reported by payment
 * providers are recorded whatever the order's state (money that moved has to be accounted for:
 * a payment that lands on a cancelled order is refunded); requests are refused when the state
 * does not allow them.
 */
export const orderDecider: Decider<OrderCommand, OrderEvent, OrderState> = {
  initialState: { status: 'none' },
  evolve(state, event) {
    if (event.type === 'OrderPlaced') {
      return {
        ...event.data,
        status: 'Processing',
        stockReserved: false,
        rejected: false,
        paymentStatus: 'Not paid yet',
        paymentId: null,
        paidWith: null,
        refund: 'none',
        issueFrom: null,
        shipment: null,
        courierStatus: null,
      };
    }
    if (state.status === 'none') return state;
    switch (event.type) {
      case 'OrderStockReserved':
        return { ...state, stockReserved: true };
      case 'OrderRejected':
        return { ...state, status: 'Cancelled', rejected: true };
      case 'OrderPaymentStarted':
        return { ...state, paymentId: event.data.paymentId };
      case 'OrderPaid':
        return {
          ...state,
          paymentStatus: event.data.paymentStatus,
          paidWith: { provider: event.data.provider, reference: event.data.reference },
        };
      case 'OrderPaymentDeclined':
        // A capture that was pending and then declined took nothing after all.
        return { ...state, paymentStatus: 'Not paid yet', paidWith: null };
      case 'OrderCancelled':
        return { ...state, status: 'Cancelled' };
      case 'OrderRefundStarted':
        return { ...state, refund: 'started' };
      case 'OrderRefunded':
        return { ...state, refund: 'done' };
      case 'OrderStatusChanged':
        return {
          ...state,
          status: event.data.to,
          issueFrom: event.data.to === 'Has an issue' ? event.data.from : null,
        };
      case 'OrderShipmentRecorded':
        return { ...state, shipment: event.data };
      case 'OrderCourierStatusChanged':
        return { ...state, courierStatus: event.data.courierStatus };
      default:
        return assertNever(event);
    }
  },
  decide(command, state) {
    if (command.type === 'PlaceOrder') {
      // The order number comes from the checkout's Idempotency-Key: a retry finds it placed.
      if (state.status !== 'none') return [];
      if (command.lines.length === 0) {
        throw new DomainError('empty_order', 'An order needs at least one item.');
      }
      const { type: _type, ...draft } = command;
      return [{ type: 'OrderPlaced', data: draft }];
    }
    const order = requireOrder(state);
    switch (command.type) {
      case 'ConfirmStock':
        return order.stockReserved || order.status === 'Cancelled'
          ? []
          : [{ type: 'OrderStockReserved', data: {} }];
      case 'RejectOrder': {
        if (order.status === 'Cancelled' || order.paidWith !== null) return [];
        const { type: _type, ...data } = command;
        return [{ type: 'OrderRejected', data }];
      }
      case 'StartPayment': {
        if (order.paymentId !== null || order.status === 'Cancelled') return [];
        const { type: _type, ...data } = command;
        return [{ type: 'OrderPaymentStarted', data: { provider: 'paypal', ...data } }];
      }
      case 'RecordPayment': {
        // A payment confirmed twice (a retried capture) is recorded once; paid stays paid.
        if (order.paymentStatus === 'paid' || order.paymentStatus === command.paymentStatus)
          return [];
        const { type: _type, ...data } = command;
        return [{ type: 'OrderPaid', data }];
      }
      case 'DeclinePayment':
        return order.paymentStatus === 'paid'
          ? []
          : [{ type: 'OrderPaymentDeclined', data: { message: command.message } }];
      case 'CancelOrder': {
        if (order.status === 'Cancelled') return [];
        // An expired or abandoned payment must not cancel an order that was paid meanwhile.
        if (command.by === 'payment' && order.paymentStatus !== 'Not paid yet') return [];
        if (!order.stockReserved) {
          // Its stock is being set aside just now: cancelling waits for that to finish.
          throw new DomainError(
            'order_in_progress',
            'This order is still being placed. Please try again in a moment.',
          );
        }
        if (order.status !== 'Processing') {
          throw new DomainError(
            'cannot_cancel',
            `An order can no longer be cancelled once it is ${order.status}.`,
          );
        }
        return [{ type: 'OrderCancelled', data: { reason: command.reason, by: command.by } }];
      }
      case 'StartRefund': {
        if (order.status !== 'Cancelled' || order.refund !== 'none') return [];
        // A payment still pending at PayPal is refunded once it completes.
        if (order.paidWith === null || order.paymentStatus !== 'paid') return [];
        return [
          {
            type: 'OrderRefundStarted',
            data: {
              provider: order.paidWith.provider,
              reference: order.paidWith.reference,
              usdCents: order.amounts.totalUsdCents,
            },
          },
        ];
      }
      case 'RecordRefund':
        return order.refund === 'started'
          ? [{ type: 'OrderRefunded', data: { reference: command.reference } }]
          : [];
      case 'MoveOrder':
        return moveOrder(order, command.to, command.note);
      case 'RecordShipment':
        return recordShipment(order, command);
      case 'SetCourierStatus':
        // A carrier's scan is a fact; a parcel delivered stays delivered.
        if (order.courierStatus === command.courierStatus || order.courierStatus === 'Delivered')
          return [];
        return [
          {
            type: 'OrderCourierStatusChanged',
            data: { courierStatus: command.courierStatus, scanId: command.scanId, at: command.at },
          },
        ];
      default:
        return assertNever(command);
    }
  },
};

function moveOrder(order: PlacedOrder, to: OrderStatus, note: string): OrderEvent[] {
  if (!order.stockReserved && order.status !== 'Cancelled') {
    throw new DomainError(
      'order_in_progress',
      'This order is still being placed. Please try again in a moment.',
    );
  }
  refuseMove(order, to, note);
  const reason = note.trim();
  if (to === 'Cancelled') {
    // The cancel workflow gives the stock back and refunds what was paid.
    return [{ type: 'OrderCancelled', data: { reason, by: 'staff', from: order.status } }];
  }
  return [{ type: 'OrderStatusChanged', data: { from: order.status, to, note: reason || null } }];
}

function recordShipment(
  order: PlacedOrder,
  command: Extract<OrderCommand, { type: 'RecordShipment' }>,
): OrderEvent[] {
  if (order.status === 'Cancelled') {
    throw new DomainError('order_cancelled', 'This order is cancelled: it ships nothing.');
  }
  const { type: _type, ...shipment } = command;
  const current = order.shipment;
  const shipped =
    order.status === 'Shipped internationally' || order.issueFrom === 'Shipped internationally';
  if (
    current &&
    shipped &&
    (current.carrierId !== shipment.carrierId || current.trackingNumber !== shipment.trackingNumber)
  ) {
    throw new DomainError(
      'parcel_shipped',
      `The parcel left with tracking number ${current.trackingNumber}: its carrier and number can no longer change.`,
    );
  }
  if (
    current &&
    current.carrierId === shipment.carrierId &&
    current.trackingNumber === shipment.trackingNumber &&
    current.weightGrams === shipment.weightGrams &&
    current.shippingFeeCents === shipment.shippingFeeCents
  ) {
    return [];
  }
  return [
    {
      type: 'OrderShipmentRecorded',
      data: { shipmentId: orderShipmentId(order.orderNumber), ...shipment },
    },
  ];
}

function requireOrder(state: OrderState): PlacedOrder {
  if (state.status === 'none') throw new DomainError('order_not_found', 'There is no such order.');
  return state;
}
