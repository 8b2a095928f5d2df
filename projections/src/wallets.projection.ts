import type { Database, RecordedEvent, WalletEvent } from '@shop/core';
import type { Kysely } from 'kysely';
import { actorLabel } from './event-log.projection.js';
import type { Projection } from './projection.js';

/**
 * Each wallet's balance, as its last entry left it, and every entry for the ledger: a charge
 * waiting for balance is a pending row until a credit settles it (or it is withdrawn, when the
 * row goes); an entry a correction reverses is marked reversed.
 */
export const walletsProjection: Projection = {
  name: 'wallets',
  streams: ['wallet'],
  tables: ['wallets', 'wallet_entries'],
  async apply({ trx }, events) {
    for (const recorded of events) {
      if (!recorded.streamName.startsWith('wallet-')) continue;
      await applyEvent(trx, recorded as RecordedEvent & WalletEvent);
    }
  },
};

async function applyEvent(trx: Kysely<Database>, event: RecordedEvent & WalletEvent) {
  const ownerId = event.streamName.slice('wallet-'.length);
  const occurredAt = new Date(event.metadata.occurredAt);
  if (event.type === 'WalletChargeWithdrawn') {
    // Nothing was taken: the waiting charge leaves the ledger (its history stays in the stream).
    await trx
      .deleteFrom('wallet_entries')
      .where('owner_id', '=', ownerId)
      .where('entry_id', '=', event.data.entryId)
      .where('status', '=', 'pending')
      .execute();
    return;
  }
  const row = {
    owner_id: ownerId,
    entry_id: event.data.entryId,
    revision: event.revision,
    amount_cents: event.data.amountCents,
    code: event.data.code,
    remark: event.data.remark,
    order_number: event.data.orderNumber,
    caused_by: event.data.causedBy,
    actor: actorLabel(event.metadata.actor),
    correlation_id: event.metadata.correlationId,
    occurred_at: occurredAt,
    foreign_amount: event.data.foreign ? JSON.stringify(event.data.foreign) : null,
  };
  if (event.type === 'WalletChargePending') {
    const wallet = await trx
      .selectFrom('wallets')
      .select('balance_cents')
      .where('owner_id', '=', ownerId)
      .executeTakeFirst();
    await trx
      .insertInto('wallet_entries')
      .values({
        ...row,
        direction: 'debit',
        balance_cents: wallet?.balance_cents ?? 0,
        status: 'pending',
        reverses: null,
      })
      .execute();
    return;
  }
  const values = { balance_cents: event.data.balanceCents, updated_at: occurredAt };
  await trx
    .insertInto('wallets')
    .values({ owner_id: ownerId, ...values })
    .onConflict((conflict) => conflict.column('owner_id').doUpdateSet(values))
    .execute();
  const posted = {
    ...row,
    direction: event.type === 'WalletCredited' ? ('credit' as const) : ('debit' as const),
    balance_cents: event.data.balanceCents,
    status: 'posted' as const,
    reverses: event.data.reverses ?? null,
  };
  // A pending charge that a credit now covers: the same entry, posted at this revision.
  await trx
    .insertInto('wallet_entries')
    .values(posted)
    .onConflict((conflict) =>
      conflict.columns(['owner_id', 'entry_id']).doUpdateSet({
        revision: posted.revision,
        balance_cents: posted.balance_cents,
        status: 'posted',
        occurred_at: posted.occurred_at,
      }),
    )
    .execute();
  if (event.data.reverses) {
    await trx
      .updateTable('wallet_entries')
      .set({ status: 'reversed' })
      .where('owner_id', '=', ownerId)
      .where('entry_id', '=', event.data.reverses)
      .execute();
  }
}
