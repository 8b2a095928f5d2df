import { Map as PersistentMap, Set as PersistentSet } from 'immutable';
import type { Decider } from '../decider/decider.js';
import { DomainError } from '../decider/decider.js';
import type { StockEvent, StockLevels } from './stock.events.js';

export type StockCommand =
  | { type: 'ReceiveStock'; productId: number; quantity: number; reason: string }
  | { type: 'AdjustStock'; productId: number; delta: number; reason: string }
  | { type: 'ReserveStock'; productId: number; orderNumber: string; quantity: number }
  | { type: 'ReleaseStock'; productId: number; orderNumber: string }
  | { type: 'CommitStock'; productId: number; orderNumber: string };

/**
 * The collections are persistent (structural sharing): a product's orders only add up, and
 * copying them whole made each reservation cost as much as all the orders before it.
 */
export interface StockState extends StockLevels {
  /** Units that ever came in, corrections included: available + reserved + committed. */
  readonly received: number;
  /** Units set aside, by order number. */
  readonly reservations: PersistentMap<string, number>;
  /** Units shipped, by order number. */
  readonly shipped: PersistentMap<string, number>;
  /** Orders whose reservation was given back: a late retry must not set units aside again. */
  readonly released: PersistentSet<string>;
}

/** `stock-<productId>`: the units of one product, apart from its catalogue entry. */
export function stockStream(productId: number): string {
  return `stock-${productId}`;
}

const emptyStock: StockState = {
  available: 0,
  reserved: 0,
  committed: 0,
  received: 0,
  reservations: PersistentMap(),
  shipped: PersistentMap(),
  released: PersistentSet(),
};

/**
 * Stock of one product. Available units never go below zero, whatever the concurrency: every
 * reservation is decided on this stream and appended at the revision it was decided on.
 */
export const stockDecider: Decider<StockCommand, StockEvent, StockState> = {
  initialState: emptyStock,
  evolve(state, event) {
    const levels = {
      available: event.data.available,
      reserved: event.data.reserved,
      committed: event.data.committed,
    };
    switch (event.type) {
      case 'StockReceived':
        return { ...state, ...levels, received: state.received + event.data.quantity };
      case 'StockAdjusted':
        return { ...state, ...levels, received: state.received + event.data.delta };
      case 'StockReserved':
        return {
          ...state,
          ...levels,
          reservations: state.reservations.set(event.data.orderNumber, event.data.quantity),
        };
      case 'StockReleased':
        return {
          ...state,
          ...levels,
          reservations: state.reservations.delete(event.data.orderNumber),
          released: state.released.add(event.data.orderNumber),
        };
      case 'StockCommitted':
        return {
          ...state,
          ...levels,
          reservations: state.reservations.delete(event.data.orderNumber),
          shipped: state.shipped.set(event.data.orderNumber, event.data.quantity),
        };
      default:
        return assertNever(event);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'ReceiveStock': {
        wholeNumber(command.quantity, 1, 'A delivery is a whole number of units, 1 or more.');
        const levels = { ...levelsOf(state), available: state.available + command.quantity };
        return [
          {
            type: 'StockReceived',
            data: {
              productId: command.productId,
              quantity: command.quantity,
              reason: command.reason,
              ...levels,
            },
          },
        ];
      }
      case 'AdjustStock': {
        if (!Number.isInteger(command.delta) || command.delta === 0) {
          throw new DomainError(
            'invalid_stock',
            'A stock adjustment is a whole number other than 0.',
          );
        }
        const available = state.available + command.delta;
        if (available < 0) {
          throw new DomainError(
            'invalid_stock',
            `Only ${state.available} in stock: cannot take away ${-command.delta}.`,
          );
        }
        return [
          {
            type: 'StockAdjusted',
            data: {
              productId: command.productId,
              delta: command.delta,
              reason: command.reason,
              ...levelsOf(state),
              available,
            },
          },
        ];
      }
      case 'ReserveStock': {
        wholeNumber(command.quantity, 1, 'A quantity is a whole number, 1 or more.');
        const { orderNumber } = command;
        // A retried reservation for the same order is the one already made, or given back.
        if (
          state.reservations.has(orderNumber) ||
          state.shipped.has(orderNumber) ||
          state.released.has(orderNumber)
        ) {
          return [];
        }
        if (command.quantity > state.available) {
          throw new InsufficientStock(command.productId, state.available, command.quantity);
        }
        return [
          {
            type: 'StockReserved',
            data: {
              productId: command.productId,
              orderNumber,
              quantity: command.quantity,
              available: state.available - command.quantity,
              reserved: state.reserved + command.quantity,
              committed: state.committed,
            },
          },
        ];
      }
      case 'ReleaseStock': {
        const quantity = state.reservations.get(command.orderNumber);
        if (quantity === undefined) return [];
        return [
          {
            type: 'StockReleased',
            data: {
              productId: command.productId,
              orderNumber: command.orderNumber,
              quantity,
              available: state.available + quantity,
              reserved: state.reserved - quantity,
              committed: state.committed,
            },
          },
        ];
      }
      case 'CommitStock': {
        if (state.shipped.has(command.orderNumber)) return [];
        const quantity = state.reservations.get(command.orderNumber);
        if (quantity === undefined) {
          throw new DomainError(
            'not_reserved',
            `Order ${command.orderNumber} holds no stock of product ${command.productId}.`,
          );
        }
        return [
          {
            type: 'StockCommitted',
            data: {
              productId: command.productId,
              orderNumber: command.orderNumber,
              quantity,
              available: state.available,
              reserved: state.reserved - quantity,
              committed: state.committed + quantity,
            },
          },
        ];
      }
      default:
        return assertNever(command);
    }
  },
};

/** Fewer units on sale than an order asks for. */
export class InsufficientStock extends DomainError {
  constructor(
    readonly productId: number,
    readonly available: number,
    readonly requested: number,
  ) {
    super(
      'insufficient_stock',
      available === 0
        ? `Product ${productId} is sold out.`
        : `Only ${available} of product ${productId} left.`,
    );
  }
}

function levelsOf({ available, reserved, committed }: StockState): StockLevels {
  return { available, reserved, committed };
}

function wholeNumber(value: number, min: number, message: string): void {
  if (!Number.isInteger(value) || value < min || value > 10_000_000)
    throw new DomainError('invalid_quantity', message);
}

function assertNever(value: never): never {
  throw new Error(`Unhandled: ${JSON.stringify(value)}`);
}
