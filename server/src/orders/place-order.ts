import { createHash } from 'node:crypto';
import {
  type CurrencyCode,
  cartDecider,
  cartStream,
  type Database,
  type EventMetadata,
  type EventStore,
  handleCommand,
  type Logger,
  newOrderNumber,
  type PaymentMethod,
  type Recipient,
  type TaxRates,
} from '@shop/core';
import { type PayPalClient, paypalAmount } from '@shop/workers';
import type { Kysely } from 'kysely';
import { listedProducts } from '../cart/catalogue-lookup.js';
import { priceOrder, type RequestedLine } from '../checkout/order-pricing.js';
import { AppError } from '../http/app-error.js';
import { claimIdempotencyKey, releaseIdempotencyKey } from './idempotency.repository.js';
import { isAddressInJapanese } from './japanese-address.js';
import type { OrderCommands } from './order-commands.js';

export interface PlaceOrderInput {
  readonly items: readonly RequestedLine[];
  readonly courierId?: number | undefined;
  readonly currency: CurrencyCode;
  readonly paymentMethod: PaymentMethod;
  readonly recipient: Recipient;
}

export interface OrderServices {
  readonly store: EventStore;
  readonly db: Kysely<Database>;
  readonly commands: OrderCommands;
  readonly paypal: PayPalClient;
  readonly taxTable: Readonly<Record<string, TaxRates>>;
}

/**
 * Checkout: prices the order from the catalogue, sets the stock aside, records the order, then
 * takes the payment from the wallet or starts it at PayPal. The same Idempotency-Key gives back
 * the order its first request made.
 */
export async function placeOrder(
  services: OrderServices,
  {
    customerId,
    idempotencyKey,
    input,
    metadata,
    origin,
    log,
  }: {
    customerId: string;
    idempotencyKey: string;
    input: PlaceOrderInput;
    metadata: EventMetadata;
    origin: string;
    log: Logger;
  },
): Promise<{ orderNumber: string; approvalUrl: string | null }> {
  const { db, commands } = services;
  if (!isAddressInJapanese(input.recipient)) {
    throw new AppError(400, 'address_not_japanese', 'Please fill in using Japanese language.');
  }
  const orderNumber = newOrderNumber();
  const requestHash = createHash('sha256').update(JSON.stringify(input)).digest('hex');
  const claim = await claimIdempotencyKey(db, {
    customerId,
    key: idempotencyKey,
    requestHash,
    orderNumber,
  });
  if (!claim.claimed) {
    if (!claim.sameRequest) {
      throw new AppError(
        422,
        'idempotency_key_reused',
        'This Idempotency-Key was used for a different order.',
      );
    }
    // The first request may still be at work: wait for its order rather than make another.
    if (!(await orderAppears(db, claim.orderNumber))) {
      throw new AppError(
        409,
        'request_in_progress',
        'This order is still being placed. Please try again in a moment.',
      );
    }
    return {
      orderNumber: claim.orderNumber,
      approvalUrl: await pendingApproval(services, claim.orderNumber),
    };
  }

  let placed = false;
  try {
    const products = await listedProducts(
      db,
      input.items.map((item) => item.id),
    );
    const { lines, amounts, courier } = priceOrder({
      requested: input.items,
      products,
      country: input.recipient.country,
      courierId: input.courierId,
      currency: input.currency,
      taxTable: services.taxTable,
    });
    await commands.reserve(orderNumber, lines, metadata);
    try {
      await commands.order(
        orderNumber,
        {
          type: 'PlaceOrder',
          orderNumber,
          customerId,
          lines,
          amounts,
          recipient: input.recipient,
          courier,
          paymentMethod: input.paymentMethod,
        },
        metadata,
      );
    } catch (error) {
      await commands.release(orderNumber, lines, metadata);
      throw error;
    }
    placed = true;
    await handleCommand(
      services.store,
      cartStream(customerId),
      cartDecider,
      { type: 'ClearCart', reason: 'checked-out', orderNumber },
      metadata,
    );

    if (input.paymentMethod === 'wallet') {
      try {
        await commands.wallet(
          customerId,
          { type: 'DebitWallet', amountCents: amounts.totalUsdCents, reference: orderNumber },
          metadata,
        );
      } catch (error) {
        await cancelUnpaid(commands, orderNumber, lines, metadata, 'The wallet could not pay');
        throw error;
      }
      await commands.order(
        orderNumber,
        { type: 'RecordPayment', provider: 'wallet', reference: orderNumber },
        metadata,
      );
      return { orderNumber, approvalUrl: null };
    }

    // PayPal takes neither won nor (for shops outside China) yuan: those orders pay in dollars.
    const amount =
      amounts.currency === 'USD' || amounts.currency === 'JPY'
        ? paypalAmount(amounts.currency, amounts.totalMinor)
        : paypalAmount('USD', amounts.totalUsdCents);
    try {
      const created = await services.paypal.createOrder({
        orderNumber,
        amount,
        returnUrl: `${origin}/page/account/PayPal?orderNumber=${orderNumber}`,
        cancelUrl: `${origin}/page/account/PayPal?orderNumber=${orderNumber}&cancelled=1`,
        requestId: `paypal-create-${orderNumber}`,
      });
      await commands.order(
        orderNumber,
        {
          type: 'StartPayment',
          provider: 'paypal',
          reference: created.id,
          currency: amount.currency,
          value: amount.value,
          approveUrl: created.approveUrl,
        },
        metadata,
      );
      return { orderNumber, approvalUrl: created.approveUrl };
    } catch (error) {
      await cancelUnpaid(
        commands,
        orderNumber,
        lines,
        metadata,
        'PayPal could not start the payment',
      );
      log.error({ err: error, orderNumber }, 'PayPal could not start the payment');
      throw new AppError(
        502,
        'payment_unavailable',
        'PayPal is not answering just now. Please try again.',
      );
    }
  } catch (error) {
    // Nothing was recorded: the same key may try again.
    if (!placed) await releaseIdempotencyKey(db, customerId, idempotencyKey);
    throw error;
  }
}

async function cancelUnpaid(
  commands: OrderCommands,
  orderNumber: string,
  lines: Parameters<OrderCommands['release']>[1],
  metadata: EventMetadata,
  reason: string,
) {
  await commands.order(orderNumber, { type: 'CancelOrder', reason, by: 'payment' }, metadata);
  await commands.release(orderNumber, lines, metadata);
}

async function orderAppears(
  db: Kysely<Database>,
  orderNumber: string,
  timeoutMs = 15_000,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const row = await db
      .selectFrom('orders')
      .select('order_number')
      .where('order_number', '=', orderNumber)
      .executeTakeFirst();
    if (row) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/** A retried checkout of a PayPal order gets the same approval link again. */
async function pendingApproval(
  services: OrderServices,
  orderNumber: string,
): Promise<string | null> {
  const row = await services.db
    .selectFrom('orders')
    .select(['payment_status', 'status', 'payment_url'])
    .where('order_number', '=', orderNumber)
    .executeTakeFirst();
  const awaitingPayment = row?.payment_status === 'Not paid yet' && row.status !== 'Cancelled';
  return awaitingPayment ? (row?.payment_url ?? null) : null;
}
