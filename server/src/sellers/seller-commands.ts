import type {
  Database,
  EventMetadata,
  GlobalPosition,
  SellerKeyCipher,
  ShopCommands,
} from '@shop/core';
import { waitForProjection } from '@shop/projections';
import type { Kysely } from 'kysely';
import { AppError, notFound } from '../http/app-error.js';
import { sellerView } from './seller-view.js';
import { findSeller } from './sellers.repository.js';

/**
 * Seller writes shared by the seller's own routes and staff's: each is a command on
 * `seller-<accountId>`, and the answer waits until the sellers view (and so the caller's role)
 * shows it.
 */
export function sellerCommands({
  db,
  commands,
  cipher,
}: {
  db: Kysely<Database>;
  commands: ShopCommands;
  cipher: SellerKeyCipher | null;
}) {
  async function shown(accountId: string, position: GlobalPosition | null) {
    if (position) await waitForProjection(db, 'sellers', position);
    const row = await findSeller(db, accountId);
    if (!row) throw notFound('This seller');
    return sellerView(row);
  }

  return {
    async register(
      accountId: string,
      profile: { wechatId: string; wechatNickname: string },
      metadata: EventMetadata,
    ) {
      const user = await db
        .selectFrom('users')
        .select('role')
        .where('id', '=', accountId)
        .executeTakeFirst();
      if (!user) throw notFound('This account');
      if (user.role === 'staff') {
        throw new AppError(409, 'staff_account', 'A staff account cannot become a seller.');
      }
      const { position } = await commands.seller(
        accountId,
        { type: 'RegisterSeller', accountId, ...profile },
        metadata,
      );
      return shown(accountId, position);
    },
    async changeProfile(
      accountId: string,
      profile: { wechatId: string; wechatNickname: string },
      metadata: EventMetadata,
    ) {
      const { position } = await commands.seller(
        accountId,
        { type: 'ChangeSellerProfile', ...profile },
        metadata,
      );
      return shown(accountId, position);
    },
    async replaceKeys(
      accountId: string,
      keys: { accessKey: string; secretKey: string },
      metadata: EventMetadata,
    ) {
      if (!cipher) {
        throw new AppError(503, 'keys_unavailable', 'Seller keys cannot be stored just now.');
      }
      const { position } = await commands.seller(
        accountId,
        {
          type: 'ReplaceSellerKeys',
          accessKey: cipher.seal(keys.accessKey, `${accountId}/accessKey`),
          secretKey: cipher.seal(keys.secretKey, `${accountId}/secretKey`),
        },
        metadata,
      );
      return shown(accountId, position);
    },
    async suspend(accountId: string, reason: string, metadata: EventMetadata) {
      const { position } = await commands.seller(
        accountId,
        { type: 'SuspendSeller', reason },
        metadata,
      );
      return shown(accountId, position);
    },
    async reinstate(accountId: string, reason: string, metadata: EventMetadata) {
      const { position } = await commands.seller(
        accountId,
        { type: 'ReinstateSeller', reason },
        metadata,
      );
      return shown(accountId, position);
    },
  };
}

export type SellerWrites = ReturnType<typeof sellerCommands>;
