import type { RecordedEvent, ReviewEvent } from '@shop/core';
import type { Projection } from './projection.js';

/** Product reviews, from `review-<productId>-<customerId>`. */
export const reviewsProjection: Projection = {
  name: 'reviews',
  streams: ['review'],
  tables: ['product_reviews'],
  async apply({ trx }, events) {
    for (const recorded of events) {
      if (!recorded.streamName.startsWith('review-')) continue;
      const event = recorded as RecordedEvent & ReviewEvent;
      const id = recorded.streamName.slice('review-'.length);
      const at = new Date(event.metadata.occurredAt);
      switch (event.type) {
        case 'ProductReviewed':
          await trx
            .insertInto('product_reviews')
            .values({
              id,
              product_id: event.data.productId,
              customer_id: event.data.customerId,
              author_name: event.data.authorName,
              rating: event.data.rating,
              body: event.data.body,
              order_number: event.data.orderNumber,
              hidden: false,
              hidden_reason: null,
              created_at: at,
              updated_at: at,
            })
            .execute();
          break;
        case 'ReviewHidden':
        case 'ReviewShown':
          await trx
            .updateTable('product_reviews')
            .set({
              hidden: event.type === 'ReviewHidden',
              hidden_reason: event.type === 'ReviewHidden' ? event.data.reason : null,
              updated_at: at,
            })
            .where('id', '=', id)
            .execute();
          break;
        default:
          break;
      }
    }
  },
};
