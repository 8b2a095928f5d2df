import { randomBytes } from 'node:crypto';
import {
  type Config,
  type Database,
  DomainError,
  type SellerKeyCipher,
  type ShopCommands,
  taobaoListingPriceFen,
  taobaoSessionContext,
} from '@shop/core';
import type { TaobaoClient } from '@shop/workers';
import type { Kysely } from 'kysely';
import { linkOrigin } from '../auth/link-origin.js';
import { createRouter, requireRole, signedIn } from '../http/access.js';
import { AppError } from '../http/app-error.js';
import { requestMetadata } from '../http/command-metadata.js';
import { describeRoute } from '../http/route-docs.js';
import { taobaoAccountView } from './taobao-account-view.js';
import { callbackQuery, linkBody, previewQuery, settingsBody } from './taobao-input.js';

export interface TaobaoRoutesDependencies {
  readonly config: Pick<Config, 'PUBLIC_HOST'>;
  readonly db: Kysely<Database>;
  readonly commands: ShopCommands;
  readonly taobao: TaobaoClient;
  /** Seals sessions at rest; null when no SELLER_KEYS_SECRET is configured (linking is refused). */
  readonly cipher: SellerKeyCipher | null;
}

/** Where the back office shows the seller's Taobao page. */
const taobaoPage = '/admin/#/taobao';
/** Products a price preview shows. */
const previewSize = 5;

/**
 * `/api/admin/taobao`: a seller's own Taobao link (OAuth), settings, syncs and price preview.
 * Only sellers have a Taobao account; staff follow all of them through listings and queues.
 */
export function taobaoRoutes({ config, db, commands, taobao, cipher }: TaobaoRoutesDependencies) {
  const router = createRouter();
  const seller = requireRole('seller');
  const callbackUrl = (ctx: Parameters<typeof linkOrigin>[0]) =>
    `${linkOrigin(ctx, config.PUBLIC_HOST)}/api/admin/taobao/callback`;

  router.get(
    '/admin/taobao',
    seller,
    describeRoute({ summary: 'The seller’s Taobao link, settings and syncs' }),
    async (ctx) => {
      const sellerId = signedIn(ctx.state).user.id;
      const [account, syncs] = await Promise.all([
        db
          .selectFrom('taobao_accounts')
          .selectAll()
          .where('seller_id', '=', sellerId)
          .executeTakeFirst(),
        db.selectFrom('taobao_syncs').selectAll().where('seller_id', '=', sellerId).execute(),
      ]);
      ctx.body = taobaoAccountView(sellerId, account, syncs);
    },
  );

  router.post(
    '/admin/taobao/link',
    seller,
    describeRoute({ summary: 'Start linking a Taobao shop', body: linkBody }),
    async (ctx) => {
      const { nick } = linkBody.parse(ctx.request.body ?? {});
      if (!cipher) throw linkingUnavailable();
      const sellerId = signedIn(ctx.state).user.id;
      const state = randomBytes(24).toString('base64url');
      await commands.taobaoAccount(
        sellerId,
        { type: 'StartLink', state, nick },
        requestMetadata(ctx.state),
      );
      ctx.body = {
        authorizeUrl: taobao.authorizeUrl({ redirectUri: callbackUrl(ctx), state, nick }),
      };
    },
  );

  // Taobao sends the seller's browser back here: the session cookie says who they are, and the
  // state must be one this seller was handed.
  router.get(
    '/admin/taobao/callback',
    seller,
    describeRoute({
      summary: 'Taobao’s OAuth redirect back to the shop',
      query: callbackQuery,
      success: { status: 302, mediaType: 'text/html' },
    }),
    async (ctx) => {
      const query = callbackQuery.safeParse(ctx.query);
      if (!query.success || query.data.error || !query.data.code) {
        ctx.redirect(
          `${taobaoPage}?error=${query.success && query.data.error ? 'denied' : 'invalid'}`,
        );
        return;
      }
      if (!cipher) throw linkingUnavailable();
      const sellerId = signedIn(ctx.state).user.id;
      const metadata = requestMetadata(ctx.state);
      let outcome = 'linked';
      try {
        const grant = await taobao.exchangeCode({
          code: query.data.code,
          redirectUri: callbackUrl(ctx),
        });
        await commands.taobaoAccount(
          sellerId,
          {
            type: 'CompleteLink',
            state: query.data.state,
            nick: grant.nick,
            taobaoUserId: grant.userId,
            sealedSession: cipher.seal(grant.session, taobaoSessionContext(sellerId, 'session')),
            sessionExpiresAt: grant.expiresAt.toISOString(),
            sealedRefreshToken: grant.refreshToken
              ? cipher.seal(grant.refreshToken, taobaoSessionContext(sellerId, 'refreshToken'))
              : null,
            refreshExpiresAt: grant.refreshExpiresAt?.toISOString() ?? null,
            linkedAt: new Date().toISOString(),
          },
          metadata,
        );
      } catch (error) {
        ctx.state.log.warn({ err: error, sellerId }, 'Taobao link failed');
        outcome = error instanceof DomainError ? error.code : 'failed';
      }
      ctx.redirect(
        outcome === 'linked' ? `${taobaoPage}?linked=1` : `${taobaoPage}?error=${outcome}`,
      );
    },
  );

  router.delete(
    '/admin/taobao/link',
    seller,
    describeRoute({ summary: 'Unlink the Taobao shop', success: { status: 204 } }),
    async (ctx) => {
      await commands.taobaoAccount(
        signedIn(ctx.state).user.id,
        { type: 'Unlink' },
        requestMetadata(ctx.state),
      );
      ctx.status = 204;
    },
  );

  router.put(
    '/admin/taobao/settings',
    seller,
    describeRoute({ summary: 'Categories and markup to list with', body: settingsBody }),
    async (ctx) => {
      const body = settingsBody.parse(ctx.request.body ?? {});
      const settings = {
        categories: body.categories,
        markupPercent: body.markupPercent,
        markupFixedFen: Math.round(body.markupFixedCny * 100),
      };
      await commands.taobaoAccount(
        signedIn(ctx.state).user.id,
        { type: 'ChangeSettings', ...settings },
        requestMetadata(ctx.state),
      );
      ctx.body = {
        categories: settings.categories,
        markupPercent: settings.markupPercent,
        markupFixedCny: settings.markupFixedFen / 100,
        preview: await pricePreview(db, settings),
      };
    },
  );

  router.get(
    '/admin/taobao/price-preview',
    seller,
    describeRoute({ summary: 'Prices on Taobao under the given markup', query: previewQuery }),
    async (ctx) => {
      const query = previewQuery.parse(ctx.query);
      ctx.body = {
        preview: await pricePreview(db, {
          categories: query.categories,
          markupPercent: query.markupPercent,
          markupFixedFen: Math.round(query.markupFixedCny * 100),
        }),
      };
    },
  );

  router.post(
    '/admin/taobao/sync',
    seller,
    describeRoute({
      summary: 'Run the listing and order syncs now',
      body: 'none',
      success: { status: 202 },
    }),
    async (ctx) => {
      await commands.taobaoAccount(
        signedIn(ctx.state).user.id,
        { type: 'RequestSync' },
        requestMetadata(ctx.state),
      );
      ctx.status = 202;
      ctx.body = { requested: true };
    },
  );

  return router;
}

/** A few products of the chosen categories: our price in CNY and the Taobao price the markup gives. */
async function pricePreview(
  db: Kysely<Database>,
  settings: { categories: readonly string[]; markupPercent: number; markupFixedFen: number },
) {
  if (settings.categories.length === 0) return [];
  const rows = await db
    .selectFrom('products')
    .select(['id', 'titles', 'category', 'charged_cents'])
    .where('category', 'in', [...settings.categories])
    .where('listed', '=', true)
    .orderBy('category')
    .orderBy('id')
    .limit(previewSize)
    .execute();
  return rows.map((row) => ({
    productId: row.id,
    title: row.titles['en-US'] ?? String(row.id),
    category: row.category,
    ourPriceCny: taobaoListingPriceFen(row.charged_cents, { percent: 0, fixedFen: 0 }) / 100,
    taobaoPriceCny:
      taobaoListingPriceFen(row.charged_cents, {
        percent: settings.markupPercent,
        fixedFen: settings.markupFixedFen,
      }) / 100,
  }));
}

function linkingUnavailable(): AppError {
  return new AppError(
    503,
    'taobao_unavailable',
    'Taobao linking is not available: the shop has no key to seal sessions with.',
  );
}
