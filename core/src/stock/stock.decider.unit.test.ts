import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.js';
import {
  InsufficientStock,
  type StockCommand,
  stockDecider,
  stockStream,
} from './stock.decider.js';
import type { StockEvent, StockLevels } from './stock.events.js';

const { given } = deciderSpec(stockDecider);

const productId = 7;
const levels = (available: number, reserved = 0, committed = 0): StockLevels => ({
  available,
  reserved,
  committed,
});
const received = (quantity: number, after = levels(quantity)): StockEvent => ({
  type: 'StockReceived',
  data: { productId, quantity, reason: 'delivery', ...after },
});
const adjusted = (delta: number, after: StockLevels): StockEvent => ({
  type: 'StockAdjusted',
  data: { productId, delta, reason: 'count', ...after },
});
const reserved = (orderNumber: string, quantity: number, after: StockLevels): StockEvent => ({
  type: 'StockReserved',
  data: { productId, orderNumber, quantity, ...after },
});
const released = (orderNumber: string, quantity: number, after: StockLevels): StockEvent => ({
  type: 'StockReleased',
  data: { productId, orderNumber, quantity, ...after },
});
const committed = (orderNumber: string, quantity: number, after: StockLevels): StockEvent => ({
  type: 'StockCommitted',
  data: { productId, orderNumber, quantity, ...after },
});

const receive = (quantity: number): StockCommand => ({
  type: 'ReceiveStock',
  productId,
  quantity,
  reason: 'delivery',
});
const adjust = (delta: number): StockCommand => ({
  type: 'AdjustStock',
  productId,
  delta,
  reason: 'count',
});
const reserve = (orderNumber: string, quantity: number): StockCommand => ({
  type: 'ReserveStock',
  productId,
  orderNumber,
  quantity,
});
const release = (orderNumber: string): StockCommand => ({
  type: 'ReleaseStock',
  productId,
  orderNumber,
});
const commit = (orderNumber: string): StockCommand => ({
  type: 'CommitStock',
  productId,
  orderNumber,
});

const orderA = '10011111111111111';
const orderB = '10022222222222222';

describe('stock decider', () => {
  it('keeps each product on its own stream', () => {
    expect(stockStream(7)).toBe('stock-7');
  });

  describe('ReceiveStock', () => {
    it('puts a delivery on sale, whatever is reserved or shipped', () => {
      given(received(10), reserved(orderA, 4, levels(6, 4)), committed(orderA, 4, levels(6, 0, 4)))
        .when(receive(5))
        .thenEmits(received(5, levels(11, 0, 4)));
    });

    it('refuses a delivery of 0, negative, fractional or not-a-number units', () => {
      for (const quantity of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
        given()
          .when(receive(quantity))
          .thenThrows('invalid_quantity', 'A delivery is a whole number of units, 1 or more.');
      }
    });
  });

  describe('AdjustStock', () => {
    it('adds units found to those on sale', () => {
      given(received(10))
        .when(adjust(3))
        .thenEmits(adjusted(3, levels(13)));
    });

    it('takes lost units from those on sale, down to 0, leaving reservations alone', () => {
      given(received(10), reserved(orderA, 4, levels(6, 4)))
        .when(adjust(-6))
        .thenEmits(adjusted(-6, levels(0, 4)));
    });

    it('refuses to take away more than is on sale: reserved units belong to their orders', () => {
      given(received(10), reserved(orderA, 4, levels(6, 4)))
        .when(adjust(-7))
        .thenThrows('invalid_stock', 'Only 6 in stock: cannot take away 7.');
    });

    it('refuses an adjustment of 0 or of a fraction', () => {
      for (const delta of [0, 0.5, -1.5, Number.NaN]) {
        given(received(10))
          .when(adjust(delta))
          .thenThrows('invalid_stock', 'A stock adjustment is a whole number other than 0.');
      }
    });
  });

  describe('ReserveStock', () => {
    it('sets units aside for an order', () => {
      given(received(10))
        .when(reserve(orderA, 3))
        .thenEmits(reserved(orderA, 3, levels(7, 3)));
    });

    it('may take the last unit on sale', () => {
      given(received(10), reserved(orderA, 4, levels(6, 4)))
        .when(reserve(orderB, 6))
        .thenEmits(reserved(orderB, 6, levels(0, 10)));
    });

    it('takes a retried reservation as the one already made, even with another quantity', () => {
      given(received(10), reserved(orderA, 3, levels(7, 3)))
        .when(reserve(orderA, 3))
        .thenNothing();
      given(received(10), reserved(orderA, 3, levels(7, 3)))
        .when(reserve(orderA, 5))
        .thenNothing();
    });

    it('does not set units aside again for an order whose units have shipped', () => {
      given(received(10), reserved(orderA, 3, levels(7, 3)), committed(orderA, 3, levels(7, 0, 3)))
        .when(reserve(orderA, 3))
        .thenNothing();
    });

    // Fails today: the release forgets the order, so a late retry of its reservation (a
    // workflow step, a repeated request) sets units aside for an order that no longer exists,
    // and nothing will ever release them.
    it('does not set units aside again for an order whose reservation was released', () => {
      given(received(10), reserved(orderA, 3, levels(7, 3)), released(orderA, 3, levels(10)))
        .when(reserve(orderA, 3))
        .thenNothing();
    });

    it('refuses more units than are on sale, saying how many are left', () => {
      const error = given(received(10), reserved(orderA, 8, levels(2, 8)))
        .when(reserve(orderB, 3))
        .thenThrows('insufficient_stock', 'Only 2 of product 7 left.');
      expect(error).toBeInstanceOf(InsufficientStock);
      expect(error).toMatchObject({ productId, available: 2, requested: 3 });
    });

    it('says a product is sold out when nothing is on sale', () => {
      given().when(reserve(orderA, 1)).thenThrows('insufficient_stock', 'Product 7 is sold out.');
      given(received(2), reserved(orderA, 2, levels(0, 2)))
        .when(reserve(orderB, 1))
        .thenThrows('insufficient_stock', 'Product 7 is sold out.');
    });

    it('refuses a quantity of 0, negative or fractional', () => {
      for (const quantity of [0, -2, 0.5, Number.NaN]) {
        given(received(10))
          .when(reserve(orderA, quantity))
          .thenThrows('invalid_quantity', 'A quantity is a whole number, 1 or more.');
      }
    });
  });

  describe('ReleaseStock', () => {
    it("puts an order's units back on sale", () => {
      given(received(10), reserved(orderA, 3, levels(7, 3)), reserved(orderB, 2, levels(5, 5)))
        .when(release(orderA))
        .thenEmits(released(orderA, 3, levels(8, 2)));
    });

    it('changes nothing for an order that holds no units: released twice, never reserved, or shipped', () => {
      given(received(10), reserved(orderA, 3, levels(7, 3)), released(orderA, 3, levels(10)))
        .when(release(orderA))
        .thenNothing();
      given(received(10)).when(release(orderA)).thenNothing();
      given(received(10), reserved(orderA, 3, levels(7, 3)), committed(orderA, 3, levels(7, 0, 3)))
        .when(release(orderA))
        .thenNothing();
    });
  });

  describe('CommitStock', () => {
    it("ships an order's reserved units: they leave the reserved count, not the one on sale", () => {
      given(received(10), reserved(orderA, 3, levels(7, 3)), reserved(orderB, 2, levels(5, 5)))
        .when(commit(orderA))
        .thenEmits(committed(orderA, 3, levels(5, 2, 3)));
    });

    it('changes nothing when an order is committed twice', () => {
      given(received(10), reserved(orderA, 3, levels(7, 3)), committed(orderA, 3, levels(7, 0, 3)))
        .when(commit(orderA))
        .thenNothing();
    });

    it('refuses to ship an order that holds no units, never reserved or released', () => {
      given(received(10))
        .when(commit(orderA))
        .thenThrows('not_reserved', `Order ${orderA} holds no stock of product 7.`);
      given(received(10), reserved(orderA, 3, levels(7, 3)), released(orderA, 3, levels(10)))
        .when(commit(orderA))
        .thenThrows('not_reserved', `Order ${orderA} holds no stock of product 7.`);
    });
  });

  it('folds every unit that came in, and who holds what', () => {
    const state = [
      received(10),
      adjusted(-2, levels(8)),
      reserved(orderA, 3, levels(5, 3)),
      reserved(orderB, 1, levels(4, 4)),
      committed(orderA, 3, levels(4, 1, 3)),
      received(5, levels(9, 1, 3)),
    ].reduce(stockDecider.evolve, stockDecider.initialState);
    expect(state).toMatchObject({ available: 9, reserved: 1, committed: 3, received: 13 });
    expect(state.reservations.toJS()).toEqual({ [orderB]: 1 });
    expect(state.shipped.toJS()).toEqual({ [orderA]: 3 });
  });
});
