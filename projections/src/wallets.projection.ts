import type { RecordedEvent, WalletEvent } from '@shop/core';
import type { Projection } from './projection.js';

/** Each wallet's balance, as its last entry left it. */
export const walletsProjection: Projection = {
  name: 'wallets',
  tables: ['wallets'],
  async apply({ trx }, events) {
    for (const recorded of events) {
      if (!recorded.streamName.startsWith('wallet-')) continue;
      const event = recorded as RecordedEvent & WalletEvent;
      const values = {
        balance_cents: event.data.balanceCents,
        updated_at: new Date(event.metadata.occurredAt),
      };
      await trx
        .insertInto('wallets')
        .values({ owner_id: recorded.streamName.slice('wallet-'.length), ...values })
        .onConflict((conflict) => conflict.column('owner_id').doUpdateSet(values))
        .execute();
    }
  },
};
