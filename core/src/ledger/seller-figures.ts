import type { WalletEntryCode } from '../wallet/wallet.events.js';

/** The figures a ledger entry's money counts in, in a seller's accounts. */
export type LedgerFigure = 'cost' | 'shipping' | 'fees';

/**
 * Which ledger codes count in which figure. A refund is money back for an order: it lowers the
 * purchase cost. Deposits and staff adjustments are neither cost nor fee.
 */
export const ledgerFigureCodes = {
  cost: ['ORDER_PAYMENT', 'REFUND'],
  shipping: ['SHIPPING_FEE'],
  fees: ['MONTHLY_FEE'],
} as const satisfies Record<LedgerFigure, readonly WalletEntryCode[]>;

/** The figure a ledger code counts in, or null. */
export function ledgerFigureOf(code: string): LedgerFigure | null {
  for (const figure of ['cost', 'shipping', 'fees'] as const) {
    if ((ledgerFigureCodes[figure] as readonly string[]).includes(code)) return figure;
  }
  return null;
}

/** A seller's money over a period or for one order, in US cents. */
export interface ProfitParts {
  /** What the buyers paid on the seller's platform (the orders' sale prices). */
  readonly revenueCents: number;
  /** What the seller paid the shop for the goods, less refunds. */
  readonly costCents: number;
  /** What the carriers charged for the parcels. */
  readonly shippingCents: number;
  /** The monthly reseller fees (none for a single order). */
  readonly feesCents: number;
}

/**
 * The one definition of a seller's profit, for the dashboard's totals and each order's row:
 * revenue − purchase cost − shipping − fees.
 *
 * @example
 * profitCents({ revenueCents: 5000, costCents: 3000, shippingCents: 800, feesCents: 0 }) // 1200
 */
export function profitCents(parts: ProfitParts): number {
  return parts.revenueCents - parts.costCents - parts.shippingCents - parts.feesCents;
}

/**
 * A seller order's revenue: its sale price on the seller's platform, none once cancelled (the
 * dashboard counts the same). An order placed here directly has no sale price.
 */
export function orderRevenueCents(order: {
  readonly status: string;
  readonly saleUsdCents: number | null;
}): number {
  return order.status === 'Cancelled' ? 0 : (order.saleUsdCents ?? 0);
}
