import { hash } from 'node:crypto';
import {
  aggregateState,
  type CurrencyCode,
  checkoutDecider,
  checkoutStream,
  type Database,
  type EventMetadata,
  type EventStore,
  isAddressInJapanese,
  japaneseAddressMessage,
  keptFold,
  type OrderSource,
  orderOfKey,
  type PaymentMethod,
  type Recipient,
  type ShopCommands,
  type TaxRates,
} from '@shop/core';
import type { Kysely } from 'kysely';
import { priceOrder, type RequestedLine } from '../checkout/order-pricing.js';
import { productsToCharge } from '../checkout/products-to-charge.js';
import { AppError } from '../http/app-error.js';
import type { StreamWatcher } from '../http/stream-watcher.js';
import { awaitOrder, checkoutAnswered, type OrderProgress } from './order-progress.js';

export interface PlaceOrderInput {
  readonly items: readonly RequestedLine[];
  readonly courierId?: number | undefined;
  readonly currency: CurrencyCode;
  readonly paymentMethod: PaymentMethod;
  readonly recipient: Recipient;
  readonly affiliateId?: string | undefined;
}

export interface CheckoutServices {
  readonly store: EventStore;
  readonly watcher: StreamWatcher;
  readonly db: Kysely<Database>;
  readonly commands: ShopCommands;
  readonly taxTable: Readonly<Record<string, TaxRates>>;
  readonly limits: { readonly maxUnpaidOrders: number; readonly keyTtlMs: number };
}

/**
 * Checkout: prices the order from the catalogue and records it on the customer's checkout
 * stream, which numbers it after the Idempotency-Key. The workflows take it from there (stock,
 * payment); this waits until the order is far enough along to answer. The same key with the
 * same request finds the same order, however often and however concurrently it is sent.
 */
export async function placeOrder(
  services: CheckoutServices,
  request: PlaceOrderRequest,
): Promise<{ orderNumber: string; progress: OrderProgress }> {
  const orderNumber = await recordCheckout(services, request);
  return {
    orderNumber,
    progress: await awaitOrder(services, orderNumber, checkoutAnswered),
  };
}

export interface PlaceOrderRequest {
  customerId: string;
  idempotencyKey: string;
  input: PlaceOrderInput;
  metadata: EventMetadata;
  origin: string;
  /** The site whose host the shopper checked out on; 1 unless given. */
  siteId?: number;
}

/**
 * Prices the order and records it on the checkout stream (or finds the order the same key and
 * request recorded before), without waiting for the workflows: the order number it gives is
 * final, as the checkout workflow places that order (its id derived from the checkout event)
 * and the stock and payment follow, retried until done or recorded for staff.
 */
export async function recordCheckout(
  services: CheckoutServices,
  { customerId, idempotencyKey, input, metadata, origin, siteId = 1 }: PlaceOrderRequest,
): Promise<string> {
  const { store, commands, limits } = services;
  if (!isAddressInJapanese(input.recipient)) {
    throw new AppError(400, 'address_not_japanese', japaneseAddressMessage);
  }
  const requestHash = hash('sha256', JSON.stringify(input), 'hex');
  const now = new Date();
  const stream = checkoutStream(customerId);
  // A key this process recorded is known from its kept fold, without a read; any other is
  // checked by the command itself, which decides on the stream as its append finds it.
  const kept = keptFold(store, stream, checkoutDecider)?.state;
  let known = kept && orderOfKey(kept, idempotencyKey, now, limits.keyTtlMs);
  if (!known || known.requestHash !== requestHash) {
    let priced: ReturnType<typeof priceOrder>;
    try {
      const products = await productsToCharge(
        store,
        input.items.map((item) => item.id),
      );
      priced = priceOrder({
        requested: input.items,
        products,
        country: input.recipient.country,
        courierId: input.courierId,
        currency: input.currency,
        taxTable: services.taxTable,
        now,
      });
    } catch (error) {
      // A repeat of an order recorded before (by another server, say) answers with that order,
      // even if one of its products cannot be ordered any more.
      const before = await aggregateState(store, stream, checkoutDecider);
      const recorded = orderOfKey(before, idempotencyKey, now, limits.keyTtlMs);
      if (recorded?.requestHash === requestHash) return recorded.orderNumber;
      throw error;
    }
    const { lines, amounts, courier } = priced;
    const { state } = await commands.checkout(
      customerId,
      {
        type: 'StartCheckout',
        idempotencyKey,
        requestHash,
        order: {
          customerId,
          lines,
          amounts,
          recipient: input.recipient,
          courier,
          paymentMethod: input.paymentMethod,
          origin,
          ...orderSource(siteId, input.affiliateId),
        },
        now,
        maxUnpaidOrders: limits.maxUnpaidOrders,
        keyTtlMs: limits.keyTtlMs,
      },
      metadata,
      // Parallel checkouts of one customer take turns on this stream.
      { retries: 200 },
    );
    known = orderOfKey(state, idempotencyKey, now, limits.keyTtlMs);
  }
  if (!known) throw new Error(`Checkout of ${customerId} recorded no order for its key`);
  return known.orderNumber;
}

/** Site 1 without an affiliate is the default and goes unrecorded. */
function orderSource(siteId: number, affiliateId: string | undefined): { source?: OrderSource } {
  if (siteId === 1 && !affiliateId) return {};
  return { source: { siteId, ...(affiliateId && { affiliateId }) } };
}
