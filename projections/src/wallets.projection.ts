import type { RecordedEvent, WalletEvent } from '@shop/core';
import { actorLabel } from './event-log.projection.js';
import type { Projection } from './projection.js';

/** Each wallet's balance, as its last entry left it, and every entry for the ledger. */
export const walletsProjection: Projection = {
  name: 'wallets',
  tables: ['wallets', 'wallet_entries'],
  async apply({ trx }, events) {
    for (const recorded of events) {
      if (!recorded.streamName.startsWith('wallet-')) continue;
      const event = recorded as RecordedEvent & WalletEvent;
      const ownerId = recorded.streamName.slice('wallet-'.length);
      const occurredAt = new Date(event.metadata.occurredAt);
      const values = { balance_cents: event.data.balanceCents, updated_at: occurredAt };
      await trx
        .insertInto('wallets')
        .values({ owner_id: ownerId, ...values })
        .onConflict((conflict) => conflict.column('owner_id').doUpdateSet(values))
        .execute();
      await trx
        .insertInto('wallet_entries')
        .values({
          owner_id: ownerId,
          entry_id: event.data.entryId,
          revision: event.revision,
          direction: event.type === 'WalletCredited' ? 'credit' : 'debit',
          amount_cents: event.data.amountCents,
          balance_cents: event.data.balanceCents,
          code: event.data.code,
          remark: event.data.remark,
          order_number: event.data.orderNumber,
          caused_by: event.data.causedBy,
          actor: actorLabel(event.metadata.actor),
          correlation_id: event.metadata.correlationId,
          occurred_at: occurredAt,
        })
        .execute();
    }
  },
};
