import {
  assertNever,
  type Database,
  defaultTaobaoSettings,
  type ListingEvent,
  type RecordedEvent,
  type TaobaoAccountEvent,
} from '@shop/core';
import type { Kysely, Updateable } from 'kysely';
import type { Projection } from './projection.js';

/** Sellers' Taobao links and settings (`taobao-<sellerId>`) and their items (`listing-*`). */
export const taobaoProjection: Projection = {
  name: 'taobao',
  streams: ['taobao', 'listing'],
  tables: ['taobao_accounts', 'taobao_listings'],
  async apply({ trx }, events) {
    for (const event of events) {
      if (event.streamName.startsWith('taobao-')) {
        await applyAccountEvent(trx, event as RecordedEvent & TaobaoAccountEvent);
      } else if (event.streamName.startsWith('listing-')) {
        await applyListingEvent(trx, event as RecordedEvent & ListingEvent);
      }
    }
  },
};

async function applyAccountEvent(trx: Kysely<Database>, event: RecordedEvent & TaobaoAccountEvent) {
  const sellerId = event.streamName.slice('taobao-'.length);
  const at = new Date(event.metadata.occurredAt);
  await trx
    .insertInto('taobao_accounts')
    .values({
      seller_id: sellerId,
      nick: null,
      link_status: 'none',
      categories: JSON.stringify(defaultTaobaoSettings.categories),
      markup_percent: defaultTaobaoSettings.markupPercent,
      markup_fixed_fen: defaultTaobaoSettings.markupFixedFen,
      updated_at: at,
    })
    .onConflict((conflict) => conflict.column('seller_id').doNothing())
    .execute();
  const update = (values: Updateable<Database['taobao_accounts']>) =>
    trx
      .updateTable('taobao_accounts')
      .set({ ...values, updated_at: at })
      .where('seller_id', '=', sellerId)
      .execute();
  switch (event.type) {
    case 'TaobaoLinkStarted':
      return;
    case 'TaobaoLinked':
      await trx
        .updateTable('taobao_accounts')
        .set((eb) => ({
          nick: event.data.nick,
          link_status: 'linked',
          session_expires_at: new Date(event.data.sessionExpiresAt),
          first_linked_at: eb.fn.coalesce('first_linked_at', eb.val(new Date(event.data.linkedAt))),
          updated_at: at,
        }))
        .where('seller_id', '=', sellerId)
        .execute();
      return;
    case 'TaobaoSessionRefreshed':
      await update({ session_expires_at: new Date(event.data.sessionExpiresAt) });
      return;
    case 'TaobaoSessionLost':
      await update({ link_status: 'session-lost', session_expires_at: null });
      return;
    case 'TaobaoUnlinked':
      await update({ link_status: 'none', session_expires_at: null });
      return;
    case 'TaobaoSettingsChanged':
      await update({
        categories: JSON.stringify(event.data.categories),
        markup_percent: event.data.markupPercent,
        markup_fixed_fen: event.data.markupFixedFen,
      });
      return;
    case 'TaobaoFeePaid':
      return;
    case 'TaobaoSuspended':
      await update({ suspended_for: event.data.month, notice: event.data.message });
      return;
    case 'TaobaoReinstated':
      await update({ suspended_for: null, notice: null });
      return;
    case 'TaobaoSyncRequested':
      return;
    default:
      return assertNever(event);
  }
}

async function applyListingEvent(trx: Kysely<Database>, event: RecordedEvent & ListingEvent) {
  const at = new Date(event.metadata.occurredAt);
  const [sellerId, productId] = listingKey(event.streamName);
  const update = (values: Updateable<Database['taobao_listings']>) =>
    trx
      .updateTable('taobao_listings')
      .set({ ...values, last_synced_at: at })
      .where('seller_id', '=', sellerId)
      .where('product_id', '=', productId)
      .execute();
  switch (event.type) {
    case 'ListingAddStarted':
      await trx
        .insertInto('taobao_listings')
        .values({
          seller_id: sellerId,
          product_id: productId,
          status: 'adding',
          num_iid: null,
          price_fen: event.data.priceFen,
          quantity: event.data.quantity,
          last_synced_at: at,
        })
        .onConflict((conflict) => conflict.columns(['seller_id', 'product_id']).doNothing())
        .execute();
      return;
    case 'ListingAdded':
      await update({
        status: 'onsale',
        num_iid: event.data.numIid,
        price_fen: event.data.priceFen,
        quantity: event.data.quantity,
        last_error: null,
      });
      return;
    case 'ListingUpdated':
      await update({
        price_fen: event.data.priceFen,
        quantity: event.data.quantity,
        last_error: null,
      });
      return;
    case 'ListingDelisted':
      await update({ status: 'delisted', delist_reason: event.data.reason, last_error: null });
      return;
    case 'ListingRelisted':
      await update({
        status: 'onsale',
        delist_reason: null,
        price_fen: event.data.priceFen,
        quantity: event.data.quantity,
        last_error: null,
      });
      return;
    case 'ListingSyncFailed':
      await update({ last_error: event.data.message });
      return;
    default:
      return assertNever(event);
  }
}

/** `listing-<sellerId>-<productId>`: the seller id may hold dashes, the product id does not. */
function listingKey(streamName: string): [string, number] {
  const rest = streamName.slice('listing-'.length);
  const cut = rest.lastIndexOf('-');
  return [rest.slice(0, cut), Number(rest.slice(cut + 1))];
}
