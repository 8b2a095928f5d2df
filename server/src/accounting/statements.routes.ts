import { type Database, monthlyStatements, monthOf } from '@shop/core';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { listQueryDocs, parseListQuery, setContentRange } from '../admin/simple-rest.js';
import { createRouter, requireRole, signedIn } from '../http/access.js';
import { ownerScope } from '../http/ownership.js';
import { describeRoute } from '../http/route-docs.js';
import { postedEntries } from './ledger.repository.js';

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'a month is YYYY-MM');
const filterSchema = z.object({
  accountId: z.string().max(64).optional(),
  from: month.optional(),
  to: month.optional(),
});

/**
 * `/api/admin/statements`: a wallet's monthly statements, `{ id, month, opening, income,
 * outgo, closing }` in US dollars, closing = opening + income − outgo. A seller's own wallet;
 * staff name one with `filter={"accountId":…}` (none: no rows).
 */
export function statementsRoutes({ db }: { db: Kysely<Database> }) {
  const router = createRouter();
  const back = requireRole('staff', 'seller');

  router.get(
    '/admin/statements',
    back,
    describeRoute({ summary: 'Monthly statements', query: listQueryDocs(filterSchema) }),
    async (ctx) => {
      const query = parseListQuery(ctx.query, {
        sortable: ['month'] as const,
        defaultSort: { field: 'month', order: 'desc' },
      });
      const filter = filterSchema.parse(query.filter);
      const ownerId = ownerScope(signedIn(ctx.state)) ?? filter.accountId ?? null;
      const entries = ownerId ? await postedEntries(db, ownerId) : [];
      const all = monthlyStatements(
        entries.map((entry) => ({
          occurredAt: entry.occurredAt,
          direction: entry.direction,
          amountCents: Number(entry.amountCents),
        })),
        { until: monthOf(new Date()) },
      ).filter(
        (statement) =>
          (!filter.from || statement.month >= filter.from) &&
          (!filter.to || statement.month <= filter.to),
      );
      if (query.sort.order === 'desc') all.reverse();
      const rows = all.slice(query.offset, query.offset + query.limit);
      setContentRange(ctx, 'statements', query, rows.length, all.length);
      ctx.body = rows.map((statement) => ({
        id: `${ownerId}:${statement.month}`,
        accountId: ownerId,
        month: statement.month,
        opening: statement.openingCents / 100,
        income: statement.incomeCents / 100,
        outgo: statement.outgoCents / 100,
        closing: statement.closingCents / 100,
        entries: statement.entries,
      }));
    },
  );

  return router;
}
