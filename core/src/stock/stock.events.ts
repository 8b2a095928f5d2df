import type { DomainEvent } from '../decider/decider.js';

/** Where a product's units stand after an event: on sale, set aside for orders, shipped. */
export interface StockLevels {
  readonly available: number;
  readonly reserved: number;
  readonly committed: number;
}

/** Units that came in: the opening stock of a product, or a delivery. */
export type StockReceived = DomainEvent<
  'StockReceived',
  { productId: number; quantity: number; reason: string } & StockLevels
>;
/** A count corrected by staff: units found or lost. */
export type StockAdjusted = DomainEvent<
  'StockAdjusted',
  { productId: number; delta: number; reason: string } & StockLevels
>;
/** Units set aside for an order until it ships or is cancelled. */
export type StockReserved = DomainEvent<
  'StockReserved',
  { productId: number; orderNumber: string; quantity: number } & StockLevels
>;
/** A cancelled or expired order's units back on sale. */
export type StockReleased = DomainEvent<
  'StockReleased',
  { productId: number; orderNumber: string; quantity: number } & StockLevels
>;
/** An order's units left with its parcel. */
export type StockCommitted = DomainEvent<
  'StockCommitted',
  { productId: number; orderNumber: string; quantity: number } & StockLevels
>;

export type StockEvent =
  | StockReceived
  | StockAdjusted
  | StockReserved
  | StockReleased
  | StockCommitted;
