import { hash } from 'node:crypto';
import { Map as PersistentMap, Set as PersistentSet } from 'immutable';
import { assertNever } from '../decider/assert-never.js';
import type { Decider } from '../decider/decider.js';
import { DomainError } from '../decider/decider.js';
import type { OrderDraft } from '../orders/order.events.js';
import type { CheckoutEvent } from './checkout.events.js';

export type CheckoutCommand =
  | {
      type: 'StartCheckout';
      idempotencyKey: string;
      /** A digest of the request: the same key with another request is refused. */
      requestHash: string;
      /** The priced order, without its number: the decider numbers it. */
      order: Omit<OrderDraft, 'orderNumber'>;
      now: Date;
      /** How many PayPal orders may wait for their payment at once. */
      maxUnpaidOrders: number;
      /** How long a key keeps answering with its order. */
      keyTtlMs: number;
    }
  | { type: 'SettleCheckout'; orderNumber: string };

/**
 * Persistent collections (structural sharing): a customer's checkouts and keys only grow, and
 * copying them whole at every checkout made each one cost as much as all before it.
 */
export interface CheckoutState {
  readonly checkouts: number;
  readonly keys: PersistentMap<
    string,
    { readonly requestHash: string; readonly orderNumber: string; readonly startedAt: string }
  >;
  /** PayPal orders placed and not yet paid, cancelled or rejected. */
  readonly unpaid: PersistentSet<string>;
}

/** `checkout-<customerId>`: a customer's checkouts, their Idempotency-Keys and unpaid orders. */
export function checkoutStream(customerId: string): string {
  return `checkout-${customerId}`;
}

/**
 * The order number a checkout gets: "100" and 14 digits drawn from the customer, the key and
 * how many checkouts came before, so a retry of the same request finds the same order.
 */
export function checkoutOrderNumber(customerId: string, key: string, nth: number): string {
  const digest = hash('sha256', `${customerId}\n${key}\n${nth}`, 'buffer');
  return `100${(digest.readBigUInt64BE(0) % 10n ** 14n).toString().padStart(14, '0')}`;
}

/** The order a key already stands for, if it is still fresh. */
export function orderOfKey(
  state: CheckoutState,
  key: string,
  now: Date,
  keyTtlMs: number,
): { requestHash: string; orderNumber: string } | null {
  const known = state.keys.get(key);
  if (!known || now.getTime() - Date.parse(known.startedAt) > keyTtlMs) return null;
  return known;
}

export const checkoutDecider: Decider<CheckoutCommand, CheckoutEvent, CheckoutState> = {
  initialState: { checkouts: 0, keys: PersistentMap(), unpaid: PersistentSet() },
  evolve(state, event) {
    switch (event.type) {
      case 'CheckoutStarted': {
        const { idempotencyKey, requestHash, startedAt, order } = event.data;
        const keys = state.keys.set(idempotencyKey, {
          requestHash,
          orderNumber: order.orderNumber,
          startedAt,
        });
        const unpaid =
          order.paymentMethod === 'paypal' ? state.unpaid.add(order.orderNumber) : state.unpaid;
        return { checkouts: state.checkouts + 1, keys, unpaid };
      }
      case 'CheckoutSettled': {
        return { ...state, unpaid: state.unpaid.delete(event.data.orderNumber) };
      }
      default:
        return assertNever(event);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'StartCheckout': {
        const known = orderOfKey(state, command.idempotencyKey, command.now, command.keyTtlMs);
        if (known) {
          if (known.requestHash === command.requestHash) return [];
          throw new DomainError(
            'idempotency_key_reused',
            'This Idempotency-Key was used for a different order.',
          );
        }
        if (
          command.order.paymentMethod === 'paypal' &&
          state.unpaid.size >= command.maxUnpaidOrders
        ) {
          throw new DomainError(
            'too_many_unpaid_orders',
            `You have ${state.unpaid.size} orders waiting for payment. Pay for or cancel one of them before placing another.`,
          );
        }
        const orderNumber = checkoutOrderNumber(
          command.order.customerId,
          command.idempotencyKey,
          state.checkouts,
        );
        return [
          {
            type: 'CheckoutStarted',
            data: {
              idempotencyKey: command.idempotencyKey,
              requestHash: command.requestHash,
              startedAt: command.now.toISOString(),
              order: { ...command.order, orderNumber },
            },
          },
        ];
      }
      case 'SettleCheckout':
        return state.unpaid.has(command.orderNumber)
          ? [{ type: 'CheckoutSettled', data: { orderNumber: command.orderNumber } }]
          : [];
      default:
        return assertNever(command);
    }
  },
};
