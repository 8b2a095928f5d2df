import { describe, expect, it } from 'vitest';
import { DomainError } from '../decider/decider.js';
import { type CartCommand, type CatalogueEntry, cartDecider } from './cart.decider.js';
import type { CartEvent } from './cart.events.js';

const pocky: CatalogueEntry = { productId: 2, title: 'Pocky', chargedCents: 399, stock: 5 };
const tea: CatalogueEntry = { productId: 3, title: 'Hojicha', chargedCents: 899, stock: 2 };

function run(commands: CartCommand[]) {
  let state = cartDecider.initialState;
  const events: CartEvent[] = [];
  for (const command of commands) {
    const decided = cartDecider.decide(command, state);
    events.push(...decided);
    state = decided.reduce(cartDecider.evolve, state);
  }
  return { state, events };
}
const add = (product: CatalogueEntry, quantity = 1): CartCommand => ({
  type: 'AddCartItem',
  variantId: null,
  quantity,
  product,
});

describe('cart decider', () => {
  it('adds an item, and adding it again increases the quantity', () => {
    const { state } = run([add(pocky), add(pocky, 2), add(tea)]);
    expect(state.lines.map((line) => [line.productId, line.quantity])).toEqual([
      [2, 3],
      [3, 1],
    ]);
  });

  it('refuses quantities that are 0, negative, fractional, huge or above stock', () => {
    for (const quantity of [0, -1, 1.5, 1e9]) {
      expect(() => run([add(pocky, quantity)]), String(quantity)).toThrowError(
        /whole number from 1 to 999/,
      );
    }
    expect(() => run([add(pocky, 6)])).toThrowError(
      new DomainError('insufficient_stock', 'Only 5 of Pocky left.'),
    );
    expect(() => run([add(pocky, 4), add(pocky, 2)])).toThrowError(/Only 5 of Pocky left/);
    expect(() =>
      run([
        add(pocky),
        { type: 'ChangeCartItemQuantity', variantId: null, quantity: 0, product: pocky },
      ]),
    ).toThrowError(DomainError);
  });

  it('renews: a changed price is a notice, then short stock is, and none available removes the item', () => {
    const { state } = run([
      add(pocky, 3),
      add(tea, 2),
      {
        type: 'RenewCart',
        catalogue: [
          { ...pocky, chargedCents: 449 },
          { ...tea, stock: 0 },
        ],
      },
    ]);
    expect(state.priceChanges).toEqual([
      { productId: 2, variantId: null, title: 'Pocky', oldCents: 399, newCents: 449 },
    ]);
    expect(state.soldOut).toEqual([
      { productId: 3, title: 'Hojicha', availableQty: 0, cartQty: 2 },
    ]);
    expect(state.lines.map((line) => [line.productId, line.chargedCents])).toEqual([[2, 449]]);
  });

  it('renews each variant against its own price: only the 12-pack whose price moved is a notice', () => {
    const kitKat = { productId: 7, title: 'Kit Kat', stock: 50 };
    const single = { ...kitKat, variantId: 1, chargedCents: 199 };
    const box = { ...kitKat, variantId: 2, chargedCents: 1999 };
    const { state } = run([
      { type: 'AddCartItem', variantId: 1, quantity: 2, product: single },
      { type: 'AddCartItem', variantId: 2, quantity: 1, product: box },
      { type: 'RenewCart', catalogue: [single, { ...box, chargedCents: 2199 }] },
    ]);
    expect(state.priceChanges).toEqual([
      { productId: 7, variantId: 2, title: 'Kit Kat', oldCents: 1999, newCents: 2199 },
    ]);
    expect(state.lines.map((line) => [line.variantId, line.chargedCents])).toEqual([
      [1, 199],
      [2, 2199],
    ]);
  });

  it('clears items and notices', () => {
    const { state } = run([add(pocky), { type: 'ClearCart', reason: 'cleared' }]);
    expect(state).toEqual(cartDecider.initialState);
  });
});
