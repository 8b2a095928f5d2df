import { assertNever } from '../decider/assert-never.js';
import { type Decider, DomainError } from '../decider/decider.js';
import type { ProductReviewed, ReviewEvent } from './review.events.js';

export type ReviewCommand =
  | ({ type: 'ReviewProduct' } & ProductReviewed['data'])
  | { type: 'HideReview'; reason: string }
  | { type: 'ShowReview' };

export type ReviewState =
  | { readonly status: 'none' }
  | { readonly status: 'visible' | 'hidden'; readonly productId: number };

/** `review-<productId>-<customerId>`: one customer's one review of one product. */
export function reviewStream(productId: number, customerId: string): string {
  return `review-${productId}-${customerId}`;
}

/**
 * A customer's rating (1–5) and review of a product, given once; staff hide it (with a reason)
 * or show it again. Whether the customer received the product is decided before, on the order's
 * own events (`review-eligibility.ts`).
 */
export const reviewDecider: Decider<ReviewCommand, ReviewEvent, ReviewState> = {
  initialState: { status: 'none' },
  evolve(state, event) {
    switch (event.type) {
      case 'ProductReviewed':
        return { status: 'visible', productId: event.data.productId };
      case 'ReviewHidden':
        return state.status === 'none' ? state : { ...state, status: 'hidden' };
      case 'ReviewShown':
        return state.status === 'none' ? state : { ...state, status: 'visible' };
      default:
        return assertNever(event);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'ReviewProduct': {
        if (state.status !== 'none') {
          throw new DomainError('already_reviewed', 'You have reviewed this product already.');
        }
        if (!Number.isInteger(command.rating) || command.rating < 1 || command.rating > 5) {
          throw new DomainError('invalid_rating', 'A rating is 1 to 5 stars.');
        }
        const { type: _type, ...data } = command;
        return [{ type: 'ProductReviewed', data }];
      }
      case 'HideReview':
        if (state.status === 'none') throw reviewNotFound();
        return state.status === 'hidden'
          ? []
          : [{ type: 'ReviewHidden', data: { reason: command.reason } }];
      case 'ShowReview':
        if (state.status === 'none') throw reviewNotFound();
        return state.status === 'visible' ? [] : [{ type: 'ReviewShown', data: {} }];
      default:
        return assertNever(command);
    }
  },
};

const reviewNotFound = () => new DomainError('review_not_found', 'This review could not be found.');
