import type { DomainEvent } from '../decider/decider.js';

export type ProductReviewed = DomainEvent<
  'ProductReviewed',
  {
    readonly productId: number;
    readonly customerId: string;
    readonly authorName: string;
    /** 1 to 5 stars. */
    readonly rating: number;
    readonly body: string;
    /** The order whose own events showed the product shipped or delivered to the reviewer. */
    readonly orderNumber: string;
  }
>;
export type ReviewHidden = DomainEvent<'ReviewHidden', { readonly reason: string }>;
export type ReviewShown = DomainEvent<'ReviewShown', Record<string, never>>;

export type ReviewEvent = ProductReviewed | ReviewHidden | ReviewShown;

export const reviewMaxLength = 2000;
