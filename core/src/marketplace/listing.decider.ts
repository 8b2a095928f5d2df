import { assertNever } from '../decider/assert-never.js';
import type { Decider } from '../decider/decider.js';
import { DomainError } from '../decider/decider.js';
import type { DelistReason, ListingEvent, ListingOffer } from './listing.events.js';

export type ListingCommand =
  | ({ type: 'StartAdd'; sellerId: string; productId: number; attempt: number } & ListingOffer)
  | ({ type: 'RecordAdded'; numIid: string; reconciled: boolean } & ListingOffer)
  | ({ type: 'RecordUpdated' } & ListingOffer)
  | { type: 'RecordDelisted'; reason: DelistReason }
  | ({ type: 'RecordRelisted' } & ListingOffer)
  | { type: 'RecordFailure'; operation: string; message: string; retryable: boolean };

export interface ListingState {
  /** `adding`: an add was asked for and its item is not known yet. */
  readonly status: 'none' | 'adding' | 'onsale' | 'delisted';
  readonly numIid: string | null;
  /** Adds asked for so far: each is recorded before its call. */
  readonly addAttempts: number;
  readonly priceFen: number;
  readonly quantity: number;
  readonly delistReason: DelistReason | null;
  readonly lastError: string | null;
}

/** `listing-<sellerId>-<productId>`: one Taobao item of one seller for one of our products. */
export function listingStream(sellerId: string, productId: number): string {
  return `listing-${sellerId}-${productId}`;
}

/** The `outer_id` our items carry on Taobao: the product id, unique within a seller's shop. */
export function listingOuterId(productId: number): string {
  return String(productId);
}

const initialState: ListingState = {
  status: 'none',
  numIid: null,
  addAttempts: 0,
  priceFen: 0,
  quantity: 0,
  delistReason: null,
  lastError: null,
};

/**
 * One seller's Taobao item for one product. The rule that matters: at most one item per
 * (seller, product). An add is recorded (with its attempt number) before it is sent, so two
 * syncs cannot both send one, and a crash leaves a trace the next sync reconciles by `outer_id`.
 */
export const listingDecider: Decider<ListingCommand, ListingEvent, ListingState> = {
  initialState,
  evolve(state, event) {
    switch (event.type) {
      case 'ListingAddStarted':
        return { ...state, status: 'adding', addAttempts: event.data.attempt };
      case 'ListingAdded':
        return {
          ...state,
          status: 'onsale',
          numIid: event.data.numIid,
          priceFen: event.data.priceFen,
          quantity: event.data.quantity,
          lastError: null,
        };
      case 'ListingUpdated':
        return { ...state, ...event.data, lastError: null };
      case 'ListingDelisted':
        return { ...state, status: 'delisted', delistReason: event.data.reason, lastError: null };
      case 'ListingRelisted':
        return { ...state, ...event.data, status: 'onsale', delistReason: null, lastError: null };
      case 'ListingSyncFailed':
        return { ...state, lastError: event.data.message };
      default:
        return assertNever(event);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'StartAdd':
        if (state.numIid !== null) return [];
        // Another sync asked first: it owns that add (and its reconciliation).
        if (command.attempt !== state.addAttempts + 1) {
          throw new DomainError('listing_busy', 'Another sync is adding this item.');
        }
        return [
          {
            type: 'ListingAddStarted',
            data: {
              sellerId: command.sellerId,
              productId: command.productId,
              outerId: listingOuterId(command.productId),
              attempt: command.attempt,
              priceFen: command.priceFen,
              quantity: command.quantity,
            },
          },
        ];
      case 'RecordAdded':
        if (state.numIid === command.numIid) return [];
        if (state.numIid !== null) {
          throw new DomainError('listing_exists', `This listing is item ${state.numIid} already.`);
        }
        return [
          {
            type: 'ListingAdded',
            data: {
              numIid: command.numIid,
              reconciled: command.reconciled,
              priceFen: command.priceFen,
              quantity: command.quantity,
            },
          },
        ];
      case 'RecordUpdated':
        requireItem(state);
        if (state.priceFen === command.priceFen && state.quantity === command.quantity) return [];
        return [
          {
            type: 'ListingUpdated',
            data: { priceFen: command.priceFen, quantity: command.quantity },
          },
        ];
      case 'RecordDelisted':
        requireItem(state);
        if (state.status === 'delisted' && state.delistReason === command.reason) return [];
        return [{ type: 'ListingDelisted', data: { reason: command.reason } }];
      case 'RecordRelisted':
        requireItem(state);
        if (state.status === 'onsale') return [];
        return [
          {
            type: 'ListingRelisted',
            data: { priceFen: command.priceFen, quantity: command.quantity },
          },
        ];
      case 'RecordFailure':
        return [
          {
            type: 'ListingSyncFailed',
            data: {
              operation: command.operation,
              message: command.message,
              retryable: command.retryable,
            },
          },
        ];
      default:
        return assertNever(command);
    }
  },
};

function requireItem(state: ListingState): void {
  if (state.numIid === null) {
    throw new DomainError('listing_not_found', 'This product is not on Taobao yet.');
  }
}
