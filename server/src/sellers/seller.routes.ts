import type { Database } from '@shop/core';
import type { Kysely } from 'kysely';
import { createRouter, requireRole, signedIn } from '../http/access.js';
import { notFound } from '../http/app-error.js';
import { requestMetadata } from '../http/command-metadata.js';
import { describeRoute } from '../http/route-docs.js';
import type { SellerWrites } from './seller-commands.js';
import { sellerKeysBody, sellerProfileBody } from './seller-input.js';
import { sellerView } from './seller-view.js';
import { findSeller } from './sellers.repository.js';

/**
 * `/api/seller`: the calling account's own reseller side. Any signed-in account may become a
 * seller; a suspended seller still reads its record (and the reason) but changes nothing.
 */
export function sellerRoutes({ db, writes }: { db: Kysely<Database>; writes: SellerWrites }) {
  const router = createRouter();
  const anyone = requireRole();
  const seller = requireRole('seller');

  router.get(
    '/seller',
    anyone,
    describeRoute({ summary: 'One’s own seller record' }),
    async (ctx) => {
      const row = await findSeller(db, signedIn(ctx.state).user.id);
      if (!row) throw notFound('Your seller account');
      ctx.body = sellerView(row);
    },
  );

  router.post(
    '/seller',
    anyone,
    describeRoute({
      summary: 'Become a seller',
      body: sellerProfileBody,
      success: { status: 201 },
    }),
    async (ctx) => {
      const profile = sellerProfileBody.parse(ctx.request.body ?? {});
      ctx.status = 201;
      ctx.body = await writes.register(
        signedIn(ctx.state).user.id,
        profile,
        requestMetadata(ctx.state),
      );
    },
  );

  router.put(
    '/seller',
    seller,
    describeRoute({ summary: 'Change one’s Wechat profile', body: sellerProfileBody }),
    async (ctx) => {
      const profile = sellerProfileBody.parse(ctx.request.body ?? {});
      ctx.body = await writes.changeProfile(
        signedIn(ctx.state).user.id,
        profile,
        requestMetadata(ctx.state),
      );
    },
  );

  router.put(
    '/seller/keys',
    seller,
    describeRoute({ summary: 'Replace one’s Taobao keys', body: sellerKeysBody }),
    async (ctx) => {
      const keys = sellerKeysBody.parse(ctx.request.body ?? {});
      ctx.body = await writes.replaceKeys(
        signedIn(ctx.state).user.id,
        keys,
        requestMetadata(ctx.state),
      );
    },
  );

  return router;
}
