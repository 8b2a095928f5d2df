import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.js';
import { reviewDecider } from './review.decider.js';
import type { ReviewEvent } from './review.events.js';

const { given } = deciderSpec(reviewDecider);
const review = {
  productId: 101,
  customerId: 'c-1',
  authorName: 'ann',
  rating: 5,
  body: 'Lovely matcha flavour.',
  orderNumber: '10000000000000001',
};
const reviewed: ReviewEvent = { type: 'ProductReviewed', data: review };

describe('review decider', () => {
  it('takes one review per customer and product', () => {
    given()
      .when({ type: 'ReviewProduct', ...review })
      .thenEmits(reviewed);
    given(reviewed)
      .when({ type: 'ReviewProduct', ...review, rating: 1 })
      .thenThrows('already_reviewed', 'You have reviewed this product already.');
  });

  it('takes 1 to 5 whole stars only', () => {
    for (const rating of [0, 6, 2.5]) {
      given()
        .when({ type: 'ReviewProduct', ...review, rating })
        .thenThrows('invalid_rating', 'A rating is 1 to 5 stars.');
    }
  });

  it('lets staff hide a review and show it again', () => {
    const hidden: ReviewEvent = { type: 'ReviewHidden', data: { reason: 'Off topic' } };
    given(reviewed).when({ type: 'HideReview', reason: 'Off topic' }).thenEmits(hidden);
    given(reviewed, hidden).when({ type: 'HideReview', reason: 'Again' }).thenNothing();
    given(reviewed, hidden)
      .when({ type: 'ShowReview' })
      .thenEmits({ type: 'ReviewShown', data: {} });
    given()
      .when({ type: 'ShowReview' })
      .thenThrows('review_not_found', 'This review could not be found.');
  });
});
