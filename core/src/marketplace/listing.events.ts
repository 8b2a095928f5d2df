import type { DomainEvent } from '../decider/decider.js';

/** One SKU of a Taobao item: one of the product's variants, at its own price. */
export interface ListingSkuOffer {
  readonly variantId: number;
  /** How the buyer tells it apart on Taobao ("12 pack · green"). */
  readonly name: string;
  readonly priceFen: number;
  readonly quantity: number;
}

/**
 * What a Taobao item should show: its price in CNY fen and the units on sale. An item of a
 * product with variants has one SKU per variant: then `priceFen` is the lowest SKU's price and
 * `quantity` the SKUs' sum, as Taobao keeps them.
 */
export interface ListingOffer {
  readonly priceFen: number;
  readonly quantity: number;
  /** Absent (as in events from before SKUs) or empty: the item has no SKUs. */
  readonly skus?: readonly ListingSkuOffer[];
}

/** Why an item is taken off sale. */
export const delistReasons = ['sold_out', 'removed', 'category_deselected', 'suspended'] as const;
export type DelistReason = (typeof delistReasons)[number];

/**
 * The dedupe key of an add is recorded before `taobao.item.add` is called: the item's `outer_id`
 * (our product id) and the attempt's number. A crash between the call and its answer leaves the
 * attempt open; the next sync looks the item up by `outer_id` before trying again.
 */
export type ListingAddStarted = DomainEvent<
  'ListingAddStarted',
  { sellerId: string; productId: number; outerId: string; attempt: number } & ListingOffer
>;
/** Taobao has the item: from `item.add`'s answer or found by `outer_id` (`reconciled`). */
export type ListingAdded = DomainEvent<
  'ListingAdded',
  { numIid: string; reconciled: boolean } & ListingOffer
>;
export type ListingUpdated = DomainEvent<'ListingUpdated', ListingOffer>;
export type ListingDelisted = DomainEvent<'ListingDelisted', { reason: DelistReason }>;
export type ListingRelisted = DomainEvent<'ListingRelisted', ListingOffer>;
/** A call about this item failed; the next sync tries again. */
export type ListingSyncFailed = DomainEvent<
  'ListingSyncFailed',
  { operation: string; message: string; retryable: boolean }
>;

export type ListingEvent =
  | ListingAddStarted
  | ListingAdded
  | ListingUpdated
  | ListingDelisted
  | ListingRelisted
  | ListingSyncFailed;
