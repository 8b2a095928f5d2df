import {
  type CarrierId,
  type CurrencyCode,
  carriers,
  fromMinorUnits,
  isCarrierId,
  nextStatuses,
  type OrderLine,
  type OrderStatus,
  orderRevenueCents,
  type ProfitParts,
  profitCents,
  trackingLink,
} from '@shop/core';
import type { AdminOrderRow } from './admin-orders.repository.js';

const usd = (cents: number | null) => (cents === null ? null : Number(cents) / 100);

/**
 * A seller's order's money in the dashboard's terms: its sale price on the seller's platform,
 * what the seller paid the shop for it (less refunds) and the shipping charged for it, from the
 * order's ledger entries. Null for a customer's order: the shop's own purchase cost is not kept.
 */
export function orderProfitParts(row: AdminOrderRow): ProfitParts | null {
  if (!row.by_seller) return null;
  return {
    revenueCents: orderRevenueCents({
      status: row.status,
      saleUsdCents: row.sale_usd_cents === null ? null : Number(row.sale_usd_cents),
    }),
    costCents: Number(row.cost_cents),
    shippingCents: Number(row.shipping_cents),
    feesCents: 0,
  };
}

/**
 * An order as the back office lists it (ra-data-simple-rest record, `id` = the order number).
 * Money in USD is in dollars (`revenue`, `shippingFee`, `totalUsd`), the order's own amounts in
 * its currency. `revision` goes back with a move, so a stale screen cannot overwrite a newer move.
 */
export function adminOrderRecord(row: AdminOrderRow) {
  const parts = orderProfitParts(row);
  const carrierId = isCarrierId(row.carrier_id) ? (row.carrier_id as CarrierId) : null;
  const status = row.status as OrderStatus;
  return {
    id: row.order_number,
    orderNumber: row.order_number,
    /** The payment's reference at PayPal or in the wallet. */
    code: row.payment_reference,
    createdAt: new Date(row.created_at).toISOString(),
    status,
    issueFrom: row.issue_from,
    nextStatuses: nextStatuses({ status, issueFrom: row.issue_from as OrderStatus | null }),
    note: row.note,
    inProgress: row.in_progress,
    country: row.country,
    platform: row.platform,
    siteId: row.site_id,
    affiliateId: row.affiliate_id,
    customerId: row.customer_id,
    customerEmail: row.customer_email,
    paymentStatus: row.payment_status,
    paymentMethod: row.payment_method,
    refundStatus: row.refund_status,
    currency: row.currency,
    total: fromMinorUnits(Number(row.total_minor), row.currency as CurrencyCode),
    /** The order's total in USD: what the shop takes for it. */
    revenue: usd(row.total_usd_cents),
    /** What the buyer paid on the seller's platform (a seller's revenue), if it came from one. */
    salePrice: usd(row.sale_usd_cents),
    /** A seller's order: what they paid the shop for it, less refunds. */
    purchaseCost: parts ? usd(parts.costCents) : null,
    /** A seller's order: sale price − purchase cost − shipping, as the dashboard counts it. */
    profit: parts ? usd(profitCents(parts)) : null,
    carrierId,
    carrierName: carrierId ? carriers[carrierId].name : null,
    trackingNumber: row.tracking_number,
    trackingUrl:
      carrierId && row.tracking_number ? trackingLink(carrierId, row.tracking_number) : null,
    courierStatus: row.courier_status,
    weightGrams: row.weight_grams,
    shippingFee: usd(row.shipping_fee_cents),
    revision: row.revision,
  };
}

/** An order's page: the list record with its lines, recipient and amounts. */
export function adminOrderDetail(row: AdminOrderRow) {
  const currency = row.currency as CurrencyCode;
  const money = (minor: number) => fromMinorUnits(Number(minor), currency);
  return {
    ...adminOrderRecord(row),
    lines: (row.lines as OrderLine[]).map((line) => ({
      productId: line.productId,
      variantId: line.variantId,
      title: line.title,
      quantity: line.quantity,
      unitPrice: money(line.unitMinor),
      amount: money(line.unitMinor * line.quantity),
      weightGrams: line.weightGrams,
    })),
    recipient: row.recipient,
    courier: row.courier,
    amounts: {
      currency,
      subTotal: money(row.sub_total_minor),
      shipping: money(row.shipping_minor),
      tax: money(row.tax_minor),
      total: money(row.total_minor),
      totalUsd: usd(row.total_usd_cents),
    },
  };
}
