import type { Database, RecordedEvent, SellerEvent } from '@shop/core';
import type { Updateable } from 'kysely';
import type { Projection } from './projection.js';

/** Each reseller's profile, status and masked (and sealed) keys, from `seller-<accountId>`. */
export const sellersProjection: Projection = {
  name: 'sellers',
  streams: ['seller'],
  tables: ['sellers'],
  async apply({ trx }, events) {
    for (const recorded of events) {
      if (!recorded.streamName.startsWith('seller-')) continue;
      const event = recorded as RecordedEvent & SellerEvent;
      const accountId = recorded.streamName.slice('seller-'.length);
      const at = new Date(event.metadata.occurredAt);
      const update = (values: Updateable<Database['sellers']>) =>
        trx
          .updateTable('sellers')
          .set({ ...values, updated_at: at })
          .where('account_id', '=', accountId)
          .execute();
      switch (event.type) {
        case 'SellerRegistered':
          await trx
            .insertInto('sellers')
            .values({
              account_id: accountId,
              wechat_id: event.data.wechatId,
              wechat_nickname: event.data.wechatNickname,
              status: 'active',
              status_reason: null,
              created_at: at,
              updated_at: at,
            })
            .execute();
          break;
        case 'SellerProfileChanged':
          await update({
            wechat_id: event.data.wechatId,
            wechat_nickname: event.data.wechatNickname,
          });
          break;
        case 'SellerKeysReplaced':
          await update({
            access_key_masked: event.data.accessKey.masked,
            secret_key_masked: event.data.secretKey.masked,
            access_key_ciphertext: event.data.accessKey.ciphertext,
            secret_key_ciphertext: event.data.secretKey.ciphertext,
            keys_replaced_at: at,
          });
          break;
        case 'SellerSuspended':
          await update({ status: 'suspended', status_reason: event.data.reason });
          break;
        case 'SellerReinstated':
          await update({ status: 'active', status_reason: event.data.reason });
          break;
        default:
          break;
      }
    }
  },
};
