import { assertNever } from '../decider/assert-never.js';
import type { Decider } from '../decider/decider.js';
import { DomainError } from '../decider/decider.js';
import type {
  DelistReason,
  ListingEvent,
  ListingOffer,
  ListingSkuOffer,
} from './listing.events.js';

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
  /** The SKUs the item has on Taobao, as last sent; empty for an item without SKUs. */
  readonly skus: readonly ListingSkuOffer[];
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
  skus: [],
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
          ...shownOffer(event.data),
          lastError: null,
        };
      case 'ListingUpdated':
        return { ...state, ...shownOffer(event.data), lastError: null };
      case 'ListingDelisted':
        return { ...state, status: 'delisted', delistReason: event.data.reason, lastError: null };
      case 'ListingRelisted':
        return {
          ...state,
          ...shownOffer(event.data),
          status: 'onsale',
          delistReason: null,
          lastError: null,
        };
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
              ...offerOf(command),
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
              ...offerOf(command),
            },
          },
        ];
      case 'RecordUpdated':
        requireItem(state);
        if (sameOffer(state, command)) return [];
        return [{ type: 'ListingUpdated', data: offerOf(command) }];
      case 'RecordDelisted':
        requireItem(state);
        if (state.status === 'delisted' && state.delistReason === command.reason) return [];
        return [{ type: 'ListingDelisted', data: { reason: command.reason } }];
      case 'RecordRelisted':
        requireItem(state);
        if (state.status === 'onsale') return [];
        return [{ type: 'ListingRelisted', data: offerOf(command) }];
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

/** An offer's own fields (a command carries others); its SKUs only when it has some. */
function offerOf(offer: ListingOffer): ListingOffer {
  return {
    priceFen: offer.priceFen,
    quantity: offer.quantity,
    ...(offer.skus?.length && { skus: offer.skus }),
  };
}

/** What an item shows after an event of `offer`: an item without SKUs has none. */
function shownOffer(offer: ListingOffer) {
  return { priceFen: offer.priceFen, quantity: offer.quantity, skus: offer.skus ?? [] };
}

/**
 * Whether an item shows `offer` already: the same price and units, and the same SKUs, each at
 * the same price and units.
 *
 * @example sameOffer({ priceFen: 100, quantity: 2, skus: [] }, { priceFen: 100, quantity: 2 }) // true
 */
export function sameOffer(shown: ListingOffer, offer: ListingOffer): boolean {
  const skus = shown.skus ?? [];
  const wanted = offer.skus ?? [];
  return (
    shown.priceFen === offer.priceFen &&
    shown.quantity === offer.quantity &&
    skus.length === wanted.length &&
    skus.every((sku, index) => {
      const other = wanted[index];
      return (
        other !== undefined &&
        sku.variantId === other.variantId &&
        sku.name === other.name &&
        sku.priceFen === other.priceFen &&
        sku.quantity === other.quantity
      );
    })
  );
}

function requireItem(state: ListingState): void {
  if (state.numIid === null) {
    throw new DomainError('listing_not_found', 'This product is not on Taobao yet.');
  }
}
