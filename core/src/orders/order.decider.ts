import { randomInt } from 'node:crypto';
import type { Decider } from '../decider/decider.js';
import { DomainError } from '../decider/decider.js';
import type {
  OrderEvent,
  OrderPlaced,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
} from './order.events.js';

export type OrderCommand =
  | ({ type: 'PlaceOrder' } & OrderPlaced['data'])
  | {
      type: 'StartPayment';
      provider: 'paypal';
      reference: string;
      currency: string;
      value: string;
      approveUrl: string;
    }
  | {
      type: 'RecordPayment';
      provider: PaymentMethod;
      reference: string;
      /** "Paid temporarily" while the provider still holds the money. */
      paymentStatus?: Extract<PaymentStatus, 'paid' | 'Paid temporarily'>;
    }
  | { type: 'CancelOrder'; reason: string; by: 'customer' | 'staff' | 'payment' };

export type OrderState =
  | { status: 'none' }
  | {
      status: OrderStatus;
      orderNumber: string;
      customerId: string;
      paymentStatus: PaymentStatus;
      paymentReference: string | null;
    };

export function orderStream(orderNumber: string): string {
  return `order-${orderNumber}`;
}

/** The spec's order number: "100" followed by 14 random digits. */
export function newOrderNumber(): string {
  return `100${Array.from({ length: 14 }, () => randomInt(10)).join('')}`;
}

export const orderDecider: Decider<OrderCommand, OrderEvent, OrderState> = {
  initialState: { status: 'none' },
  evolve(state, event) {
    switch (event.type) {
      case 'OrderPlaced':
        return {
          status: 'Processing',
          orderNumber: event.data.orderNumber,
          customerId: event.data.customerId,
          paymentStatus: 'Not paid yet',
          paymentReference: null,
        };
      case 'OrderPaymentStarted':
        return state.status === 'none'
          ? state
          : { ...state, paymentReference: event.data.reference };
      case 'OrderPaid':
        return state.status === 'none'
          ? state
          : { ...state, paymentStatus: event.data.paymentStatus };
      case 'OrderCancelled':
        return state.status === 'none' ? state : { ...state, status: 'Cancelled' };
      default:
        return assertNever(event);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'PlaceOrder': {
        if (state.status !== 'none') {
          throw new DomainError('order_exists', `Order ${command.orderNumber} exists already.`);
        }
        if (command.lines.length === 0)
          throw new DomainError('empty_order', 'An order needs at least one item.');
        const { type: _type, ...data } = command;
        return [{ type: 'OrderPlaced', data }];
      }
      case 'StartPayment': {
        const order = requireOrder(state);
        if (order.paymentStatus === 'paid')
          throw new DomainError('already_paid', 'This order is paid already.');
        if (order.status === 'Cancelled')
          throw new DomainError('order_cancelled', 'This order was cancelled.');
        const { type: _type, ...data } = command;
        return [{ type: 'OrderPaymentStarted', data }];
      }
      case 'RecordPayment': {
        const order = requireOrder(state);
        const paymentStatus = command.paymentStatus ?? 'paid';
        // A payment confirmed twice (a retried capture) is recorded once.
        if (order.paymentStatus === paymentStatus || order.paymentStatus === 'paid') return [];
        if (order.status === 'Cancelled')
          throw new DomainError('order_cancelled', 'This order was cancelled.');
        return [
          {
            type: 'OrderPaid',
            data: {
              provider: command.provider,
              reference: command.reference,
              paymentStatus: 'paid',
            },
          },
        ];
      }
      case 'CancelOrder': {
        const order = requireOrder(state);
        if (order.status === 'Cancelled') return [];
        if (order.status !== 'Processing') {
          throw new DomainError(
            'cannot_cancel',
            'An order can be cancelled only while it is Processing.',
          );
        }
        // A payment abandoned late must not cancel an order that was paid meanwhile.
        if (command.by === 'payment' && order.paymentStatus === 'paid') {
          throw new DomainError('already_paid', 'This order is paid already.');
        }
        return [{ type: 'OrderCancelled', data: { reason: command.reason, by: command.by } }];
      }
      default:
        return assertNever(command);
    }
  },
};

function requireOrder(state: OrderState) {
  if (state.status === 'none') throw new DomainError('order_not_found', 'There is no such order.');
  return state;
}

function assertNever(value: never): never {
  throw new Error(`Unhandled: ${JSON.stringify(value)}`);
}
