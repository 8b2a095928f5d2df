import {
  type CartEvent,
  type CartState,
  cartDecider,
  type Database,
  type RecordedEvent,
} from '@shop/core';
import type { Kysely } from 'kysely';
import type { Projection } from './projection.js';

/** Each customer's cart, folded with the cart decider's own `evolve`, so both agree. */
export const cartsProjection: Projection = {
  name: 'carts',
  tables: ['carts'],
  async apply({ trx }, events) {
    for (const event of events) {
      if (!event.streamName.startsWith('cart-')) continue;
      await applyEvent(trx, event as RecordedEvent & CartEvent);
    }
  },
};

async function applyEvent(trx: Kysely<Database>, event: RecordedEvent & CartEvent) {
  const customerId = event.streamName.slice('cart-'.length);
  const row = await trx
    .selectFrom('carts')
    .selectAll()
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  const current: CartState = row
    ? {
        lines: row.lines as CartState['lines'],
        priceChanges: row.price_changes as CartState['priceChanges'],
        soldOut: row.sold_out as CartState['soldOut'],
      }
    : cartDecider.initialState;
  const next = cartDecider.evolve(current, event);
  const values = {
    lines: JSON.stringify(next.lines),
    price_changes: JSON.stringify(next.priceChanges),
    sold_out: JSON.stringify(next.soldOut),
    updated_at: new Date(event.metadata.occurredAt),
  };
  await trx
    .insertInto('carts')
    .values({ customer_id: customerId, ...values })
    .onConflict((conflict) => conflict.column('customer_id').doUpdateSet(values))
    .execute();
}
