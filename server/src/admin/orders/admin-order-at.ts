import {
  type CurrencyCode,
  carriers,
  fromMinorUnits,
  type OrderEvent,
  type OrderState,
  orderAt,
  type RecordedEvent,
  trackingLink,
} from '@shop/core';
import { AppError } from '../../http/app-error.js';
import type { StaffTimelineEntry } from '../../orders/order-timeline.js';

const usd = (cents: number) => cents / 100;

/**
 * An order as it stood at `at`, folded from its own events up to that moment (the time-travel
 * view of `GET /api/admin/orders/:number?at=`). An order placed after `at` did not exist then:
 * 404 with the moment it was placed.
 */
export function adminOrderAt(
  orderNumber: string,
  events: readonly (RecordedEvent & OrderEvent)[],
  at: Date,
  timeline: readonly StaffTimelineEntry[],
) {
  const { state, events: count, lastAt } = orderAt(events, at);
  if (state.status === 'none') {
    const placedAt = events[0]?.metadata.occurredAt;
    throw new AppError(
      404,
      'order_not_yet_placed',
      placedAt
        ? `This order did not exist yet at ${at.toISOString()}: it was placed at ${placedAt}.`
        : 'This order was not found.',
    );
  }
  return {
    ...orderRecordOf(orderNumber, state),
    at: at.toISOString(),
    /** How many of the order's events had happened by then, and when the last of them did. */
    events: count,
    lastEventAt: lastAt,
    timeline: timeline.filter((entry) => Date.parse(entry.occurredAt) <= at.getTime()),
  };
}

function orderRecordOf(orderNumber: string, order: Exclude<OrderState, { status: 'none' }>) {
  const currency = order.amounts.currency as CurrencyCode;
  const money = (minor: number) => fromMinorUnits(minor, currency);
  const shipment = order.shipment;
  return {
    id: orderNumber,
    orderNumber,
    status: order.status,
    issueFrom: order.issueFrom,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    code: order.paidWith?.reference ?? null,
    refundStatus: order.refund,
    customerId: order.customerId,
    platform: order.sale?.platform ?? 'shop',
    country: order.recipient.country,
    currency,
    total: money(order.amounts.totalMinor),
    revenue: usd(order.amounts.totalUsdCents),
    salePrice: order.sale ? usd(order.sale.usdCents) : null,
    carrierId: shipment?.carrierId ?? null,
    carrierName: shipment ? carriers[shipment.carrierId].name : null,
    trackingNumber: shipment?.trackingNumber ?? null,
    trackingUrl: shipment ? trackingLink(shipment.carrierId, shipment.trackingNumber) : null,
    weightGrams: shipment?.weightGrams ?? null,
    shippingFee: shipment ? usd(shipment.shippingFeeCents) : null,
    courierStatus: order.courierStatus,
    lines: order.lines.map((line) => ({
      productId: line.productId,
      variantId: line.variantId,
      variantName: line.variantName ?? null,
      title: line.title,
      quantity: line.quantity,
      unitPrice: money(line.unitMinor),
      amount: money(line.unitMinor * line.quantity),
      weightGrams: line.weightGrams,
    })),
    recipient: order.recipient,
    amounts: {
      currency,
      subTotal: money(order.amounts.subTotalMinor),
      shipping: money(order.amounts.shippingMinor),
      tax: money(order.amounts.taxMinor),
      total: money(order.amounts.totalMinor),
      totalUsd: usd(order.amounts.totalUsdCents),
    },
  };
}
