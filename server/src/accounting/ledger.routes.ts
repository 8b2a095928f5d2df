import { randomUUID } from 'node:crypto';
import {
  type Database,
  deterministicId,
  type EventStore,
  type GlobalPosition,
  type HandledCommand,
  type ShopCommands,
  walletEntryCodes,
  walletEntryStatuses,
  walletStream,
} from '@shop/core';
import { waitForProjection } from '@shop/projections';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { listQueryDocs, parseListQuery, setContentRange } from '../admin/simple-rest.js';
import { createRouter, requireRole, signedIn } from '../http/access.js';
import { notFound } from '../http/app-error.js';
import { requestMetadata } from '../http/command-metadata.js';
import { ownerScope } from '../http/ownership.js';
import { describeRoute } from '../http/route-docs.js';
import { findLedgerEntry, ledgerSortFields, listLedger } from './ledger.repository.js';
import { ledgerRecord, parseLedgerId } from './ledger-record.js';
import { parsePeriod } from './period.js';

const code = z.enum(walletEntryCodes);
const filterSchema = z.object({
  accountId: z.string().max(64).optional(),
  code: z.union([code, z.array(code).max(walletEntryCodes.length)]).optional(),
  status: z.enum(walletEntryStatuses).optional(),
  from: z.string().max(40).optional(),
  to: z.string().max(40).optional(),
  orderNumber: z.string().max(40).optional(),
  q: z.string().max(200).optional(),
});

const amount = z.coerce
  .number({ error: 'amount is a number of US dollars such as 12.50' })
  .positive('amount is more than zero')
  .max(1_000_000, 'amount is at most 1,000,000 US dollars')
  .refine(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    'amount has at most two decimals',
  );
const remark = z
  .string({ error: 'A remark is required.' })
  .trim()
  .min(1, 'A remark is required.')
  .max(500, 'A remark can have at most 500 characters.');
const adjustmentBody = z.object({
  accountId: z.string().regex(/^[0-9a-f-]{36}$/, 'accountId is an account id'),
  direction: z.enum(['credit', 'debit'], { error: 'direction is credit or debit' }),
  amount,
  remark,
});

/**
 * `/api/admin/ledger` (ra-data-simple-rest): every wallet entry with its running balance, code,
 * status, cause, actor and correlation id. Staff see every wallet and adjust or correct; a
 * seller sees their own wallet only. Adjustments and corrections are new entries.
 */
export function ledgerRoutes({
  db,
  store,
  commands,
}: {
  db: Kysely<Database>;
  store: EventStore;
  commands: ShopCommands;
}) {
  const router = createRouter();
  const back = requireRole('staff', 'seller');
  const staff = requireRole('staff');

  /**
   * Where the wallet stood after a command. A repeat (the same reversal or Idempotency-Key sent
   * again, perhaps at the same moment) appends nothing: the entry is there, perhaps not yet shown,
   * so the view must reach the stream's last event before answering.
   */
  async function positionAfter(
    ownerId: string,
    handled: HandledCommand<unknown, unknown>,
  ): Promise<GlobalPosition | null> {
    if (handled.position || handled.revision < 0) return handled.position;
    const [last] = await store.readStream(walletStream(ownerId), {
      fromRevision: handled.revision,
    });
    return last?.position ?? null;
  }

  async function shown(ownerId: string, entryId: string, position: GlobalPosition | null) {
    if (position) await waitForProjection(db, 'wallets', position);
    const row = await findLedgerEntry(db, ownerId, entryId);
    if (!row) throw notFound('This ledger entry');
    return ledgerRecord(row);
  }

  router.get(
    '/admin/ledger',
    back,
    describeRoute({ summary: 'Wallet ledger entries', query: listQueryDocs(filterSchema) }),
    async (ctx) => {
      const query = parseListQuery(ctx.query, {
        sortable: ledgerSortFields,
        defaultSort: { field: 'createdAt', order: 'desc' },
      });
      const filter = filterSchema.parse(query.filter);
      const scope = ownerScope(signedIn(ctx.state));
      const period =
        filter.from || filter.to ? parsePeriod({ from: filter.from, to: filter.to }) : null;
      const { rows, total } = await listLedger(
        db,
        {
          // A seller's own wallet whatever they ask; staff may narrow to one.
          ownerId: scope ?? filter.accountId ?? null,
          ...(filter.code && { codes: [filter.code].flat() }),
          ...(filter.status && { status: filter.status }),
          ...(period && { from: period.from, to: period.to }),
          ...(filter.orderNumber && { orderNumber: filter.orderNumber }),
          ...(filter.q && { q: filter.q }),
        },
        query,
      );
      setContentRange(ctx, 'ledger', query, rows.length, total);
      ctx.body = rows.map(ledgerRecord);
    },
  );

  router.get(
    '/admin/ledger/:id',
    back,
    describeRoute({ summary: 'One entry, `<accountId>:<entryId>`' }),
    async (ctx) => {
      const id = parseLedgerId(ctx.params.id ?? '');
      const scope = ownerScope(signedIn(ctx.state));
      if (!id || (scope !== null && scope !== id.ownerId)) throw notFound('This ledger entry');
      const row = await findLedgerEntry(db, id.ownerId, id.entryId);
      if (!row) throw notFound('This ledger entry');
      ctx.body = ledgerRecord(row);
    },
  );

  router.post(
    '/admin/ledger',
    staff,
    describeRoute({
      summary: 'Post an adjustment',
      body: adjustmentBody,
      headers: z.object({ 'Idempotency-Key': z.string().optional() }),
      success: { status: 201 },
    }),
    async (ctx) => {
      const input = adjustmentBody.parse(ctx.request.body ?? {});
      const account = await db
        .selectFrom('users')
        .select('id')
        .where('id', '=', input.accountId)
        .executeTakeFirst();
      if (!account) throw notFound('This account');
      // The same Idempotency-Key makes the same adjustment; without one, each request is new.
      const key = ctx.get('Idempotency-Key');
      const entryId = `adjustment-${key ? deterministicId(`${input.accountId}/adjustment/${key}`) : randomUUID()}`;
      const entry = {
        entryId,
        amountCents: Math.round(input.amount * 100),
        code: 'ADJUSTMENT' as const,
        remark: input.remark,
        causedBy: `staff:${signedIn(ctx.state).user.id}`,
      };
      const handled = await commands.wallet(
        input.accountId,
        input.direction === 'credit'
          ? { type: 'CreditWallet', ...entry }
          : { type: 'DebitWallet', ...entry },
        requestMetadata(ctx.state),
      );
      ctx.status = 201;
      ctx.body = await shown(
        input.accountId,
        entryId,
        await positionAfter(input.accountId, handled),
      );
    },
  );

  router.post(
    '/admin/ledger/:id/reverse',
    staff,
    describeRoute({ summary: 'Reverse an entry', body: z.object({ remark }) }),
    async (ctx) => {
      const { remark: reason } = z.object({ remark }).parse(ctx.request.body ?? {});
      const id = parseLedgerId(ctx.params.id ?? '');
      const original = id ? await findLedgerEntry(db, id.ownerId, id.entryId) : undefined;
      if (!id || !original) throw notFound('This ledger entry');
      const reversalId = `reversal-${id.entryId}`;
      const handled = await commands.wallet(
        id.ownerId,
        { type: 'ReverseWalletEntry', entryId: id.entryId, reversalId, remark: reason },
        requestMetadata(ctx.state),
      );
      ctx.status = 201;
      ctx.body = await shown(id.ownerId, reversalId, await positionAfter(id.ownerId, handled));
    },
  );

  return router;
}
