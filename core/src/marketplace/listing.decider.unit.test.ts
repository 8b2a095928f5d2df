import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.js';
import { listingDecider, listingStream } from './listing.decider.js';
import type { ListingEvent } from './listing.events.js';

const { given, fold } = deciderSpec(listingDecider);

const started = (attempt = 1): ListingEvent => ({
  type: 'ListingAddStarted',
  data: { sellerId: 's-1', productId: 7, outerId: '7', attempt, priceFen: 8640, quantity: 3 },
});
const added: ListingEvent = {
  type: 'ListingAdded',
  data: { numIid: '100000000001', reconciled: false, priceFen: 8640, quantity: 3 },
};
const offer = { priceFen: 8640, quantity: 3 };

describe('listing decider', () => {
  it('is one stream per seller and product', () => {
    expect(listingStream('s-1', 7)).toBe('listing-s-1-7');
  });

  it('records the add before it is sent, numbered', () => {
    given()
      .when({ type: 'StartAdd', sellerId: 's-1', productId: 7, attempt: 1, ...offer })
      .thenEmits(started(1));
  });

  it('refuses a second sync that read the stream before the first recorded its add', () => {
    given(started(1))
      .when({ type: 'StartAdd', sellerId: 's-1', productId: 7, attempt: 1, ...offer })
      .thenThrows('listing_busy', 'Another sync is adding this item.');
  });

  it('lets the next attempt go once an open add was looked for and not found', () => {
    given(started(1))
      .when({ type: 'StartAdd', sellerId: 's-1', productId: 7, attempt: 2, ...offer })
      .thenEmits(started(2));
  });

  it('never adds a product that has its item', () => {
    given(started(1), added)
      .when({ type: 'StartAdd', sellerId: 's-1', productId: 7, attempt: 2, ...offer })
      .thenNothing();
  });

  it('takes the same item twice as once, and refuses a second item', () => {
    given(started(1), added)
      .when({ type: 'RecordAdded', numIid: '100000000001', reconciled: true, ...offer })
      .thenNothing();
    given(started(1), added)
      .when({ type: 'RecordAdded', numIid: '100000000002', reconciled: true, ...offer })
      .thenThrows('listing_exists', 'This listing is item 100000000001 already.');
  });

  it('records changes of price or quantity only', () => {
    given(started(), added)
      .when({ type: 'RecordUpdated', ...offer })
      .thenNothing();
    given(started(), added)
      .when({ type: 'RecordUpdated', priceFen: 9000, quantity: 3 })
      .thenEmits({ type: 'ListingUpdated', data: { priceFen: 9000, quantity: 3 } });
  });

  it('delists and relists its item', () => {
    const delisted: ListingEvent = { type: 'ListingDelisted', data: { reason: 'sold_out' } };
    given(started(), added)
      .when({ type: 'RecordDelisted', reason: 'sold_out' })
      .thenEmits(delisted);
    given(started(), added, delisted)
      .when({ type: 'RecordDelisted', reason: 'sold_out' })
      .thenNothing();
    given(started(), added, delisted)
      .when({ type: 'RecordRelisted', priceFen: 8640, quantity: 5 })
      .thenEmits({ type: 'ListingRelisted', data: { priceFen: 8640, quantity: 5 } });
    expect(fold([started(), added, delisted]).status).toBe('delisted');
  });

  it('cannot delist an item it does not know', () => {
    given(started())
      .when({ type: 'RecordDelisted', reason: 'removed' })
      .thenThrows('listing_not_found', 'This product is not on Taobao yet.');
  });

  it('keeps the last error until the next success', () => {
    const failed: ListingEvent = {
      type: 'ListingSyncFailed',
      data: { operation: 'taobao.item.update', message: 'isp.timeout', retryable: true },
    };
    expect(fold([started(), added, failed]).lastError).toBe('isp.timeout');
    expect(
      fold([started(), added, failed, { type: 'ListingUpdated', data: offer }]).lastError,
    ).toBeNull();
  });
});
