import { createHash } from 'node:crypto';
import { currencies, type OrderDraft, type OrderLine, type Recipient } from '@shop/core';
import type { TaobaoReceiver, TaobaoTrade } from '../taobao/taobao-client.js';
import { taobaoPriceFen } from '../taobao/taobao-price.js';
import { variantOfSkuOuterId } from './taobao-listing-skus.js';

/** A product as an order line needs it: our price (what the seller pays us) and its weight. */
export interface TradeProduct {
  readonly productId: number;
  readonly title: string;
  readonly chargedCents: number;
  /** Each variant's charged price in US cents, where it has variants. */
  readonly variantCents?: ReadonlyMap<number, number>;
  readonly weightGrams: number;
}

/** Trades in these statuses are paid and wait for the seller (us) to ship: each becomes an order. */
export const paidTradeStatuses = new Set(['WAIT_SELLER_SEND_GOODS']);
/** Trades cancelled or refunded on Taobao: their orders are cancelled and refunded here. */
export const closedTradeStatuses = new Set(['TRADE_CLOSED', 'TRADE_CLOSED_BY_TAOBAO']);

/** Taobao orders ship from our warehouse to China by SF Express (the spec's carrier 3). */
const taobaoCourier = { id: 3, name: 'SF Express' } as const;

/**
 * The order number of a seller's trade: the spec's "100" and 14 digits, derived from the trade,
 * so the same trade synced again (overlapping windows, retries, crashes) is the same order.
 *
 * @example
 * taobaoOrderNumber('seller-1', '2101234567890123') // always the same '100…'
 */
export function taobaoOrderNumber(sellerId: string, tid: string): string {
  const digest = createHash('sha256').update(`taobao/${sellerId}/${tid}`).digest();
  const digits = (digest.readBigUInt64BE(0) % 10n ** 14n).toString().padStart(14, '0');
  return `100${digits}`;
}

/** The buyer's address on Taobao as the order's recipient (in China). */
export function tradeRecipient(receiver: TaobaoReceiver): Recipient {
  return {
    fullName: receiver.name ?? '',
    phone: receiver.mobile ?? receiver.phone ?? '',
    ...(receiver.mobile && receiver.phone && { secondaryPhone: receiver.phone }),
    postalCode: receiver.zip ?? '',
    country: 'CN',
    ...(receiver.state && { province: receiver.state }),
    city: receiver.city ?? '',
    address: [receiver.district, receiver.address].filter(Boolean).join(' '),
  };
}

/**
 * A paid trade as the seller's order: its lines at our price in US dollars (what the seller's
 * wallet is charged), shipped to the buyer. Null when a line is not one of our products.
 */
export function tradeOrderDraft(
  trade: TaobaoTrade,
  seller: { sellerId: string },
  products: ReadonlyMap<number, TradeProduct>,
): OrderDraft | null {
  const lines: OrderLine[] = [];
  for (const line of trade.orders) {
    const product = products.get(Number(line.outerIid));
    if (!product) return null;
    // A SKU bought is one of the product's variants, at its own price.
    const variantId = variantOfSkuOuterId(product.productId, line.outerSkuId);
    const variantCents = variantId === null ? undefined : product.variantCents?.get(variantId);
    lines.push({
      productId: product.productId,
      variantId: variantCents === undefined ? null : variantId,
      title: product.title,
      quantity: line.num,
      unitMinor: variantCents ?? product.chargedCents,
      weightGrams: product.weightGrams,
    });
  }
  if (lines.length === 0) return null;
  const subTotal = lines.reduce((sum, line) => sum + line.unitMinor * line.quantity, 0);
  return {
    orderNumber: taobaoOrderNumber(seller.sellerId, trade.tid),
    customerId: seller.sellerId,
    lines,
    amounts: {
      currency: 'USD',
      subTotalMinor: subTotal,
      shippingMinor: 0,
      taxMinor: 0,
      totalMinor: subTotal,
      totalUsdCents: subTotal,
    },
    recipient: tradeRecipient(trade.receiver),
    courier: taobaoCourier,
    paymentMethod: 'wallet',
    origin: '',
    sale: { platform: 'taobao', tradeId: trade.tid, usdCents: tradeUsdCents(trade) },
  };
}

/** What the buyer paid on Taobao (the seller's revenue), in US cents at the shop's CNY rate. */
export function tradeUsdCents(trade: TaobaoTrade): number {
  const paid = trade.payment
    ? (taobaoPriceFen(trade.payment) ?? 0)
    : trade.orders.reduce((sum, line) => sum + (taobaoPriceFen(line.price) ?? 0) * line.num, 0);
  return Math.round(paid / currencies.CNY.rate);
}
