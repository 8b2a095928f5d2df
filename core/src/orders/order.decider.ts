import { randomInt } from 'node:crypto';
import { assertNever } from '../decider/assert-never.js';
import type { Decider } from '../decider/decider.js';
import { DomainError } from '../decider/decider.js';
import type {
  CancelledBy,
  OrderDraft,
  OrderEvent,
  OrderPaid,
  OrderRejected,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
} from './order.events.js';

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
  | { type: 'RecordRefund'; reference: string };

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
}

export type OrderState = { readonly status: 'none' } | PlacedOrder;

export function orderStream(orderNumber: string): string {
  return `order-${orderNumber}`;
}

/** The spec's order number: "100" followed by 14 random digits. */
export function newOrderNumber(): string {
  return `100${Array.from({ length: 14 }, () => randomInt(10)).join('')}`;
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
      default:
        return assertNever(command);
    }
  },
};

function requireOrder(state: OrderState): PlacedOrder {
  if (state.status === 'none') throw new DomainError('order_not_found', 'There is no such order.');
  return state;
}
