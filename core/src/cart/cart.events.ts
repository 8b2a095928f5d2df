import type { DomainEvent } from '../decider/decider.js';

/** A line of the cart; the price and title are as last seen, to notice changes. */
export interface CartLine {
  readonly productId: number;
  readonly variantId: number | null;
  readonly quantity: number;
  readonly title: string;
  /** US cents. */
  readonly chargedCents: number;
}

export interface PriceChangeNotice {
  readonly productId: number;
  /** Absent in notices recorded before variants had prices of their own. */
  readonly variantId?: number | null;
  readonly title: string;
  /** US cents. */
  readonly oldCents: number;
  readonly newCents: number;
}

export interface SoldOutNotice {
  readonly productId: number;
  readonly title: string;
  readonly availableQty: number;
  readonly cartQty: number;
}

export type CartItemAdded = DomainEvent<'CartItemAdded', CartLine>;
export type CartItemQuantityChanged = DomainEvent<
  'CartItemQuantityChanged',
  { productId: number; variantId: number | null; quantity: number }
>;
export type CartItemRemoved = DomainEvent<
  'CartItemRemoved',
  { productId: number; variantId: number | null }
>;
export type CartCleared = DomainEvent<
  'CartCleared',
  { reason: 'cleared' | 'checked-out'; orderNumber?: string }
>;
/** The cart compared with the catalogue: notices recorded, prices and titles refreshed. */
export type CartRenewed = DomainEvent<
  'CartRenewed',
  {
    priceChanges: readonly PriceChangeNotice[];
    soldOut: readonly SoldOutNotice[];
    lines: readonly CartLine[];
  }
>;

export type CartEvent =
  | CartItemAdded
  | CartItemQuantityChanged
  | CartItemRemoved
  | CartCleared
  | CartRenewed;
