import { describe, expect, it } from 'vitest';
import { orderDecider, type PlacedOrder } from '../orders/order.decider.js';
import { testOrderDraft } from '../testing/test-orders.js';
import { receivedProduct } from './review-eligibility.js';

const placed = orderDecider.evolve(orderDecider.initialState, {
  type: 'OrderPlaced',
  data: testOrderDraft({ customerId: 'c-1' }),
}) as PlacedOrder;

describe('receivedProduct', () => {
  it('is true once the order shipped internationally or the carrier delivered it', () => {
    expect(receivedProduct({ ...placed, status: 'Shipped internationally' }, 'c-1', 2)).toBe(true);
    expect(
      receivedProduct(
        { ...placed, status: 'Shipping domestically', courierStatus: 'Delivered' },
        'c-1',
        2,
      ),
    ).toBe(true);
    expect(
      receivedProduct(
        { ...placed, status: 'Has an issue', issueFrom: 'Shipped internationally' },
        'c-1',
        2,
      ),
    ).toBe(true);
  });

  it('is false before shipping, for another customer or product, and when cancelled', () => {
    expect(receivedProduct(placed, 'c-1', 2)).toBe(false);
    expect(receivedProduct({ ...placed, status: 'Arrived at our warehouse' }, 'c-1', 2)).toBe(
      false,
    );
    const shipped: PlacedOrder = { ...placed, status: 'Shipped internationally' };
    expect(receivedProduct(shipped, 'c-2', 2)).toBe(false);
    expect(receivedProduct(shipped, 'c-1', 3)).toBe(false);
    expect(receivedProduct({ ...placed, status: 'Cancelled' }, 'c-1', 2)).toBe(false);
    expect(receivedProduct(orderDecider.initialState, 'c-1', 2)).toBe(false);
  });
});
