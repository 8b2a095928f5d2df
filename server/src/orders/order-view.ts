import {
  type CurrencyCode,
  carriers,
  fromMinorUnits,
  isCarrierId,
  type OrderLine,
  type OrderRow,
  trackingLink,
} from '@shop/core';

/** An order as the customer's dashboard shows it, amounts in the order's currency. */
export function orderView(row: OrderRow) {
  const currency = row.currency as CurrencyCode;
  const money = (minor: number) => fromMinorUnits(Number(minor), currency);
  const carrier = isCarrierId(row.carrier_id) ? carriers[row.carrier_id] : undefined;
  return {
    orderNumber: row.order_number,
    status: row.status,
    paymentStatus: row.payment_status,
    paymentMethod: row.payment_method,
    /** A step of checkout, payment or refund is still under way: the page shows "processing". */
    inProgress: row.in_progress,
    /** Why it was cancelled, or what PayPal said about the payment (staff's notes stay theirs). */
    note: row.status === 'Processing' || row.status === 'Cancelled' ? row.note : null,
    refundStatus: row.refund_status,
    /** Where to pay at PayPal, while the order waits for its payment. */
    approvalUrl:
      row.status === 'Processing' && row.payment_status === 'Not paid yet' ? row.payment_url : null,
    currency,
    subTotal: money(row.sub_total_minor),
    shippingFee: money(row.shipping_minor),
    tax: money(row.tax_minor),
    total: money(row.total_minor),
    createdAt: new Date(row.created_at).toISOString(),
    items: (row.lines as OrderLine[]).map((line) => ({
      id: line.productId,
      variantId: line.variantId,
      variantName: line.variantName ?? null,
      title: line.title,
      quantity: line.quantity,
      charged: money(line.unitMinor),
    })),
    recipient: row.recipient,
    courier: row.courier,
    trackingNumber: row.tracking_number,
    /** Where the parcel is, as the carrier's last scan says (once it shipped internationally). */
    courierStatus: row.courier_status,
    carrier:
      carrier && row.tracking_number
        ? {
            id: carrier.id,
            name: carrier.name,
            trackingUrl: trackingLink(carrier.id, row.tracking_number),
          }
        : null,
  };
}
