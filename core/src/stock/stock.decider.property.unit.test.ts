import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { DomainError } from '../decider/decider.js';
import { type StockCommand, type StockState, stockDecider } from './stock.decider.js';
import type { StockEvent } from './stock.events.js';

const productId = 7;
const orderNumber = fc.constantFrom('100A', '100B', '100C', '100D', '100E');
// Mostly sensible numbers, with the ones a rule must refuse mixed in.
const units = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 1, max: 25 }) },
  { weight: 1, arbitrary: fc.constantFrom(0, -1, -5, 1.5, Number.NaN, 1_000_000) },
);

const command: fc.Arbitrary<StockCommand> = fc.oneof(
  units.map(
    (quantity): StockCommand => ({ type: 'ReceiveStock', productId, quantity, reason: 'delivery' }),
  ),
  fc
    .oneof(fc.integer({ min: -30, max: 30 }), fc.constantFrom(0, 2.5))
    .map((delta): StockCommand => ({ type: 'AdjustStock', productId, delta, reason: 'count' })),
  fc.tuple(orderNumber, units).map(
    ([order, quantity]): StockCommand => ({
      type: 'ReserveStock',
      productId,
      orderNumber: order,
      quantity,
    }),
  ),
  orderNumber.map(
    (order): StockCommand => ({ type: 'ReleaseStock', productId, orderNumber: order }),
  ),
  orderNumber.map(
    (order): StockCommand => ({ type: 'CommitStock', productId, orderNumber: order }),
  ),
);

const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);

/** Decides every command in turn; a command the decider refuses is skipped. */
function* decideAll(commands: readonly StockCommand[]) {
  let state = stockDecider.initialState;
  for (const next of commands) {
    let events: readonly StockEvent[];
    try {
      events = stockDecider.decide(next, state);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      continue;
    }
    for (const event of events) {
      state = stockDecider.evolve(state, event);
      yield { event, state };
    }
  }
}

function expectConsistent(state: StockState, cameIn: number) {
  expect(state.available).toBeGreaterThanOrEqual(0);
  expect(state.reserved).toBeGreaterThanOrEqual(0);
  expect(state.committed).toBeGreaterThanOrEqual(0);
  expect(state.received).toBe(cameIn);
  expect(state.available + state.reserved + state.committed).toBe(cameIn);
  expect(state.reserved).toBe(sum([...state.reservations.values()]));
  expect(state.committed).toBe(sum([...state.shipped.values()]));
}

test.prop([fc.array(command, { maxLength: 40, size: 'max' })], { numRuns: 300 })(
  'units on sale, reserved and shipped always add up to what came in, and none is negative',
  (commands) => {
    let cameIn = 0;
    for (const { event, state } of decideAll(commands)) {
      if (event.type === 'StockReceived') cameIn += event.data.quantity;
      if (event.type === 'StockAdjusted') cameIn += event.data.delta;
      // Every event carries the levels it leaves behind: what projections show.
      expect(event.data).toMatchObject({
        available: state.available,
        reserved: state.reserved,
        committed: state.committed,
      });
      expectConsistent(state, cameIn);
    }
  },
);

test.prop([fc.array(command, { maxLength: 40, size: 'max' })], { numRuns: 300 })(
  'an order sets units aside once in its life, and releases or ships exactly what it holds',
  (commands) => {
    const open = new Map<string, number>();
    const everReserved = new Set<string>();
    for (const { event } of decideAll(commands)) {
      if (event.type === 'StockReserved') {
        expect(everReserved.has(event.data.orderNumber)).toBe(false);
        everReserved.add(event.data.orderNumber);
        open.set(event.data.orderNumber, event.data.quantity);
      }
      if (event.type === 'StockReleased' || event.type === 'StockCommitted') {
        expect(event.data.quantity).toBe(open.get(event.data.orderNumber));
        open.delete(event.data.orderNumber);
      }
    }
  },
);
