import { randomUUID } from 'node:crypto';
import {
  aggregateState,
  currencyCodes,
  type Database,
  depositLimits,
  deterministicId,
  type EventStore,
  fromUsdCents,
  minorUnitsOf,
  type PaymentRecord,
  paymentAmount,
  paymentDecider,
  paymentStream,
  type ShopCommands,
  toUsdCents,
  walletDecider,
  walletStream,
} from '@shop/core';
import { ProjectionTimeout, waitForProjection } from '@shop/projections';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { plainQuery } from '../catalog/catalog-query.js';
import { shopperContextSchema } from '../catalog/shopper-context.js';
import { createRouter, requireRole, signedIn } from '../http/access.js';
import { AppError, notFound } from '../http/app-error.js';
import { awaitAggregate } from '../http/await-aggregate.js';
import { pageNumber } from '../http/bounded.js';
import { requestMetadata } from '../http/command-metadata.js';
import { describeRoute } from '../http/route-docs.js';
import type { StreamWatcher } from '../http/stream-watcher.js';
import { walletEntryView } from './wallet-entry-view.js';

const depositBody = z.object({
  amount: z
    .string({ error: 'amount is a decimal string such as "50.00"' })
    .regex(/^\d{1,9}(\.\d{1,2})?$/, 'amount is a decimal string such as "50.00"'),
  currency: z.enum(currencyCodes),
});
const depositId = z.string().regex(/^deposit-[0-9a-f-]{36}$/);
const page = pageNumber.default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);

/** The signed-in account's wallet: balance, entries, and deposits through PayPal. */
export function walletRoutes({
  db,
  store,
  watcher,
  commands,
}: {
  db: Kysely<Database>;
  store: EventStore;
  watcher: StreamWatcher;
  commands: ShopCommands;
}) {
  const router = createRouter();
  const signedInOnly = requireRole();
  const source = { store, watcher };

  router.get(
    '/wallet',
    signedInOnly,
    describeRoute({ summary: 'The wallet’s balance', query: shopperContextSchema }),
    async (ctx) => {
      const { currency } = shopperContextSchema.parse(plainQuery(ctx.query));
      const wallet = await db
        .selectFrom('wallets')
        .select('balance_cents')
        .where('owner_id', '=', signedIn(ctx.state).user.id)
        .executeTakeFirst();
      const cents = Number(wallet?.balance_cents ?? 0);
      ctx.body = { balance: fromUsdCents(cents, currency), currency, balanceUsd: cents / 100 };
    },
  );

  router.get(
    '/wallet/entries',
    signedInOnly,
    describeRoute({
      summary: 'The wallet’s entries, newest first',
      query: z.object({ page, pageSize }),
    }),
    async (ctx) => {
      const query = plainQuery(ctx.query);
      const current = page.parse(query.page);
      const size = pageSize.parse(query.pageSize);
      const owner = signedIn(ctx.state).user.id;
      const [rows, count] = await Promise.all([
        db
          .selectFrom('wallet_entries')
          .selectAll()
          .where('owner_id', '=', owner)
          .orderBy('revision', 'desc')
          .offset((current - 1) * size)
          .limit(size)
          .execute(),
        db
          .selectFrom('wallet_entries')
          .select((eb) => eb.fn.countAll<string>().as('total'))
          .where('owner_id', '=', owner)
          .executeTakeFirst(),
      ]);
      const total = Number(count?.total ?? 0);
      ctx.body = {
        items: rows.map(walletEntryView),
        total,
        page: current,
        pageSize: size,
        pages: Math.ceil(total / size),
      };
    },
  );

  router.post(
    '/wallet/deposits',
    signedInOnly,
    describeRoute({
      summary: 'Start a deposit through PayPal',
      body: depositBody,
      headers: z.object({ 'Idempotency-Key': z.string().optional() }),
      success: { status: 201 },
    }),
    async (ctx) => {
      const { amount, currency } = depositBody.parse(ctx.request.body ?? {});
      const accountId = signedIn(ctx.state).user.id;
      const usdCents =
        currency === 'USD'
          ? minorUnitsOf({ currency, value: amount })
          : toUsdCents(Number(amount), currency);
      if (usdCents < depositLimits.minUsdCents || usdCents > depositLimits.maxUsdCents) {
        throw new AppError(400, 'invalid_amount', 'A deposit is between US$1.00 and US$10,000.00.');
      }
      // The same Idempotency-Key makes the same deposit; without one, each request is new.
      const key = ctx.get('Idempotency-Key');
      const id = `deposit-${key ? deterministicId(`${accountId}/deposit/${key}`) : randomUUID()}`;
      const origin = `${ctx.protocol}://${ctx.host}`;
      await commands.payment(
        id,
        {
          type: 'RequestPayment',
          paymentId: id,
          purpose: { kind: 'deposit', accountId },
          // PayPal takes neither won nor yuan from us: those deposits are charged in dollars.
          amount:
            currency === 'USD' || currency === 'JPY'
              ? {
                  currency,
                  value: paymentAmount(currency, minorUnitsOf({ currency, value: amount })).value,
                }
              : paymentAmount('USD', usdCents),
          usdCents,
          returnUrl: `${origin}/page/account/wallet?deposit=${id}`,
          cancelUrl: `${origin}/page/account/wallet?deposit=${id}&cancelled=1`,
        },
        requestMetadata(ctx.state),
      );
      const { state } = await awaitAggregate(
        source,
        paymentStream(id),
        paymentDecider,
        ({ state }) => state.stage !== 'none' && state.stage !== 'requested',
      );
      if (state.stage === 'failed') {
        throw new AppError(
          502,
          'payment_unavailable',
          'PayPal is not answering just now. Please try again.',
        );
      }
      ctx.status = 201;
      ctx.body = depositView(id, state);
    },
  );

  router.get(
    '/wallet/deposits/:id',
    signedInOnly,
    describeRoute({ summary: 'One deposit', params: z.object({ id: depositId }) }),
    async (ctx) => {
      const { id, payment } = await ownDeposit(ctx.params.id, signedIn(ctx.state).user.id);
      ctx.body = depositView(id, payment);
    },
  );

  router.post(
    '/wallet/deposits/:id/capture',
    signedInOnly,
    describeRoute({
      summary: 'Capture an approved deposit',
      params: z.object({ id: depositId }),
      body: 'none',
    }),
    async (ctx) => {
      const accountId = signedIn(ctx.state).user.id;
      const { id } = await ownDeposit(ctx.params.id, accountId);
      await commands.payment(id, { type: 'RequestCapture' }, requestMetadata(ctx.state), {
        retries: 20,
      });
      const { state } = await awaitAggregate(
        source,
        paymentStream(id),
        paymentDecider,
        ({ state }) => state.stage !== 'capturing',
        { timeoutMs: 20_000 },
      );
      if (state.stage === 'declined' || state.stage === 'mismatched') {
        throw new AppError(
          402,
          'payment_declined',
          'PayPal declined the payment. Please try another card or account.',
        );
      }
      if (state.stage === 'completed') {
        // The credit follows the capture (a workflow), and the wallet's balance and entries are
        // read from the wallets view: the answer waits for both, so the page the shopper comes
        // back to shows the money at once (it read the view a moment too early, and showed
        // US$0.00 until the shopper reloaded).
        const credited = await awaitAggregate(
          source,
          walletStream(accountId),
          walletDecider,
          ({ state }) => state.entryIds.has(`deposit-${id}`),
        );
        // The money is in the wallet either way: a view slower than that still gets the
        // deposit's answer, not an error (the page shows the credit on its next read).
        if (credited.position) {
          await waitForProjection(db, 'wallets', credited.position).catch((error: unknown) => {
            if (!(error instanceof ProjectionTimeout)) throw error;
          });
        }
      }
      ctx.body = depositView(id, state);
    },
  );

  /** The caller's own deposit: anyone else's does not exist for them. */
  async function ownDeposit(raw: string | undefined, accountId: string) {
    const id = depositId.safeParse(raw);
    const payment = id.success
      ? await aggregateState(store, paymentStream(id.data), paymentDecider)
      : null;
    if (
      !id.success ||
      !payment ||
      payment.stage === 'none' ||
      payment.purpose.kind !== 'deposit' ||
      payment.purpose.accountId !== accountId
    ) {
      throw notFound('This deposit');
    }
    return { id: id.data, payment };
  }

  return router;
}

function depositView(id: string, payment: PaymentRecord | { stage: 'none' }) {
  if (payment.stage === 'none') return { id, status: 'none' };
  return {
    id,
    status: payment.stage,
    amount: payment.usdCents / 100,
    currency: 'USD',
    charged: payment.amount,
    approvalUrl:
      payment.stage === 'approval' || payment.stage === 'declined' ? payment.approveUrl : null,
  };
}
