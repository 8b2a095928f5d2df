import { describe, expect, it } from 'vitest';
import { walletEntryCodes } from '../wallet/wallet.events.js';
import { ledgerFigureOf, orderRevenueCents, profitCents } from './seller-figures.js';

describe('seller figures', () => {
  it('counts orders and refunds as cost, shipping and fees apart, deposits and adjustments in none', () => {
    expect(
      Object.fromEntries(walletEntryCodes.map((code) => [code, ledgerFigureOf(code)])),
    ).toEqual({
      DEPOSIT: null,
      ORDER_PAYMENT: 'cost',
      REFUND: 'cost',
      SHIPPING_FEE: 'shipping',
      MONTHLY_FEE: 'fees',
      ADJUSTMENT: null,
    });
  });

  it('is revenue − cost − shipping − fees', () => {
    expect(
      profitCents({ revenueCents: 5000, costCents: 3000, shippingCents: 800, feesCents: 292 }),
    ).toBe(908);
  });

  it('gives an order its sale price as revenue, none once cancelled or without a sale', () => {
    expect(orderRevenueCents({ status: 'Processing', saleUsdCents: 2400 })).toBe(2400);
    expect(orderRevenueCents({ status: 'Cancelled', saleUsdCents: 2400 })).toBe(0);
    expect(orderRevenueCents({ status: 'Processing', saleUsdCents: null })).toBe(0);
  });
});
