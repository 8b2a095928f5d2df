import { ledgerFigureOf, profitCents } from '@shop/core';
import type { ledgerFigures, orderFigures } from './dashboard.repository.js';
import type { Period } from './period.js';

/** Below this balance (US$20) a seller is shown as low: the next order may not be covered. */
export const lowBalanceCents = 2_000;

type OrderRows = Awaited<ReturnType<typeof orderFigures>>;
type LedgerRows = Awaited<ReturnType<typeof ledgerFigures>>;

/** A period's money, in US cents. profit = revenue − purchase cost − shipping − fees. */
export interface Totals {
  orders: number;
  revenueCents: number;
  costCents: number;
  shippingCents: number;
  feesCents: number;
  profitCents: number;
}

const empty = (): Totals => ({
  orders: 0,
  revenueCents: 0,
  costCents: 0,
  shippingCents: 0,
  feesCents: 0,
  profitCents: 0,
});

/** Adds a ledger row's net outgo to the figure its code counts in (`ledgerFigureCodes`). */
function addLedger(totals: Totals, code: string, outgo: number) {
  const figure = ledgerFigureOf(code);
  if (figure === 'cost') totals.costCents += outgo;
  else if (figure === 'shipping') totals.shippingCents += outgo;
  else if (figure === 'fees') totals.feesCents += outgo;
}

function withProfit(totals: Totals): Totals {
  return { ...totals, profitCents: profitCents(totals) };
}

/** Every day of the period, `YYYY-MM-DD` in UTC. */
export function daysOf({ from, to }: Period): string[] {
  const days: string[] = [];
  for (
    let at = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
    at < to.getTime();
    at += 86_400_000
  ) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

/**
 * The period's figures: totals, per day, orders by status and per seller.
 *
 * @example
 * const figures = dashboardFigures(await orderFigures(db, id, period), await ledgerFigures(db, id, period), period);
 */
export function dashboardFigures(orders: OrderRows, ledger: LedgerRows, period: Period) {
  const total = empty();
  const byDay = new Map(daysOf(period).map((day) => [day, empty()]));
  const byOwner = new Map<string, Totals>();
  const byStatus = new Map<string, number>();
  const forOwner = (owner: string) => {
    const found = byOwner.get(owner) ?? empty();
    byOwner.set(owner, found);
    return found;
  };
  for (const row of orders) {
    for (const totals of [total, byDay.get(row.day), forOwner(row.owner)]) {
      if (!totals) continue;
      totals.orders += row.orders;
      totals.revenueCents += row.revenue;
    }
    byStatus.set(row.status, (byStatus.get(row.status) ?? 0) + row.orders);
  }
  for (const row of ledger) {
    for (const totals of [total, byDay.get(row.day), forOwner(row.owner)]) {
      if (totals) addLedger(totals, row.code, row.outgo);
    }
  }
  return {
    totals: withProfit(total),
    days: [...byDay].map(([day, totals]) => ({ day, ...withProfit(totals) })),
    byStatus: [...byStatus].map(([status, count]) => ({ status, count })),
    byOwner: [...byOwner].map(([owner, totals]) => ({ owner, ...withProfit(totals) })),
  };
}
