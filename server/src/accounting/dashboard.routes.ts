import type { Database } from '@shop/core';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { createRouter, requireRole, signedIn } from '../http/access.js';
import { ownerScope } from '../http/ownership.js';
import { describeRoute } from '../http/route-docs.js';
import {
  ledgerFigures,
  orderFigures,
  ordersNeedingAction,
  walletFigures,
} from './dashboard.repository.js';
import { dashboardFigures, lowBalanceCents, type Totals } from './dashboard-figures.js';
import { parsePeriod, periodQuery } from './period.js';

/** Staff only: one seller's figures. */
const accountIdQuery = z
  .string()
  .regex(/^[0-9a-f-]{36}$/)
  .optional();

const dollars = (totals: Totals) => ({
  orders: totals.orders,
  revenue: totals.revenueCents / 100,
  purchaseCost: totals.costCents / 100,
  shipping: totals.shippingCents / 100,
  fees: totals.feesCents / 100,
  profit: totals.profitCents / 100,
});

/**
 * `GET /api/admin/dashboard?from=&to=`: a seller's figures for the period (staff: any seller's
 * with `accountId`), or for staff the totals across sellers, top sellers and low balances.
 */
export function dashboardRoutes({ db }: { db: Kysely<Database> }) {
  const router = createRouter();
  const back = requireRole('staff', 'seller');

  router.get(
    '/admin/dashboard',
    back,
    describeRoute({
      summary: 'Figures for a period',
      query: periodQuery.extend({ accountId: accountIdQuery }),
    }),
    async (ctx) => {
      const period = parsePeriod(ctx.query);
      const { accountId } = z
        .object({ accountId: accountIdQuery })
        .parse({ accountId: ctx.query.accountId });
      // A seller's own figures whatever they ask; staff all sellers', or one's.
      const owner = ownerScope(signedIn(ctx.state)) ?? accountId ?? null;
      const [orders, ledger, wallets, actions] = await Promise.all([
        orderFigures(db, owner, period),
        ledgerFigures(db, owner, period),
        walletFigures(db, owner),
        ordersNeedingAction(db, owner),
      ]);
      const figures = dashboardFigures(orders, ledger, period);
      const balanceCents = wallets.reduce((sum, wallet) => sum + wallet.balance, 0);
      const emails = new Map(wallets.map((wallet) => [wallet.owner, wallet.email]));
      ctx.body = {
        scope: owner === null ? 'all' : 'seller',
        from: period.from.toISOString(),
        to: period.to.toISOString(),
        totals: { ...dollars(figures.totals), balance: balanceCents / 100 },
        days: figures.days.map(({ day, ...totals }) => ({ day, ...dollars(totals) })),
        ordersByStatus: figures.byStatus,
        pending: {
          orders: actions,
          charges: wallets.reduce((sum, wallet) => sum + wallet.pendingCount, 0),
          chargesAmount: wallets.reduce((sum, wallet) => sum + wallet.pendingCents, 0) / 100,
          lowBalance: owner !== null && balanceCents < lowBalanceCents,
        },
        lowBalanceThreshold: lowBalanceCents / 100,
        topSellers:
          owner === null
            ? figures.byOwner
                .sort((a, b) => b.profitCents - a.profitCents || b.revenueCents - a.revenueCents)
                .slice(0, 5)
                .map(({ owner: id, ...totals }) => ({
                  accountId: id,
                  email: emails.get(id) ?? null,
                  ...dollars(totals),
                }))
            : [],
        lowBalances:
          owner === null
            ? wallets
                .filter((wallet) => wallet.balance < lowBalanceCents)
                .sort((a, b) => a.balance - b.balance)
                .slice(0, 10)
                .map((wallet) => ({
                  accountId: wallet.owner,
                  email: wallet.email,
                  balance: wallet.balance / 100,
                }))
            : [],
      };
    },
  );

  return router;
}
