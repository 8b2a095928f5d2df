import {
  type Database,
  type EventStore,
  type RecordedEvent,
  type WalletEvent,
  walletAt,
  walletStream,
} from '@shop/core';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { createRouter, requireRole, signedIn } from '../http/access.js';
import { notFound } from '../http/app-error.js';
import { assertOwner } from '../http/ownership.js';
import { describeRoute } from '../http/route-docs.js';
import { parseMoment } from './period.js';

const accountId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Time travel: `GET /api/admin/wallets/:accountId?at=<ISO time>`, a wallet as it stood then,
 * computed from its own events up to that moment (now without `at`).
 */
export function walletAtRoutes({ db, store }: { db: Kysely<Database>; store: EventStore }) {
  const router = createRouter();
  const back = requireRole('staff', 'seller');

  router.get(
    '/admin/wallets/:accountId',
    back,
    describeRoute({
      summary: 'A wallet as it stood at a moment',
      params: z.object({ accountId: z.string().regex(accountId) }),
      query: z.object({
        at: z.string().optional().describe('A date or an ISO time; by default now.'),
      }),
    }),
    async (ctx) => {
      const id = ctx.params.accountId ?? '';
      assertOwner(signedIn(ctx.state), id, 'This wallet');
      const at = parseMoment(ctx.query.at);
      const account = accountId.test(id)
        ? await db
            .selectFrom('users')
            .select(['id', 'email'])
            .where('id', '=', id)
            .executeTakeFirst()
        : undefined;
      if (!account) throw notFound('This wallet');
      const events = (await store.readStream(walletStream(id))) as (RecordedEvent & WalletEvent)[];
      const { state, events: count, lastAt } = walletAt(events, at);
      ctx.body = {
        id,
        email: account.email,
        at: at.toISOString(),
        balance: state.balanceCents / 100,
        entries: count,
        lastEntryAt: lastAt,
        pending: state.pending.map((charge) => ({
          entryId: charge.entryId,
          code: charge.code,
          amount: charge.amountCents / 100,
          remark: charge.remark,
        })),
      };
    },
  );

  return router;
}
