import {
  currencyCodes,
  type Database,
  type EventStore,
  fromUsdCents,
  type OrderLine,
  type OrderRow,
  type TaxRates,
} from '@shop/core';
import { type PayPalClient, PayPalError } from '@shop/workers';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { plainQuery } from '../catalog/catalog-query.js';
import { shopperContextSchema } from '../catalog/shopper-context.js';
import { createRouter, requireRole, signedIn } from '../http/access.js';
import { AppError, notFound } from '../http/app-error.js';
import type { AppState } from '../http/app-state.js';
import { requestMetadata } from '../http/command-metadata.js';
import { orderCommands } from './order-commands.js';
import { orderView } from './order-view.js';
import { placeOrder } from './place-order.js';

const id = z.number().int().positive().max(2_147_483_647);
const text = (max: number) => z.string().trim().max(max);
const placeOrderBody = z.object({
  items: z
    .array(
      z.object({
        id,
        variantId: id.nullable().optional(),
        quantity: z.number().int('quantity must be a whole number').min(1).max(999),
      }),
    )
    .min(1, 'An order needs at least one item.')
    .max(100),
  courierId: z.number().int().min(1).max(4).optional(),
  currency: z.enum(currencyCodes),
  paymentMethod: z.enum(['paypal', 'wallet']),
  recipient: z.object({
    fullName: text(100).min(1, 'The full name is required.'),
    phone: text(30).min(5, 'The phone number is required.'),
    secondaryPhone: text(30).optional(),
    postalCode: text(20).min(1, 'The postal code is required.'),
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'country is two letters')
      .transform((code) => code.toUpperCase()),
    province: text(100).optional(),
    city: text(100).min(1, 'The city is required.'),
    address: text(200).min(1, 'The address is required.'),
    address2: text(200).optional(),
    customsId: text(50).optional(),
  }),
});
const idempotencyKey = z
  .string({ error: 'The Idempotency-Key header is required.' })
  .regex(/^[\w-]{8,100}$/, 'The Idempotency-Key header is 8 to 100 letters, digits, _ or -.');
const orderNumber = z.string().regex(/^100\d{14}$/);

/** Checkout and the customer's orders, streams `order-<orderNumber>`. */
export function ordersRoutes({
  taxTable,
  db,
  store,
  paypal,
}: {
  db: Kysely<Database>;
  store: EventStore;
  paypal: PayPalClient;
  taxTable: Readonly<Record<string, TaxRates>>;
}) {
  const router = createRouter();
  const commands = orderCommands({ store, db });

  async function ownOrder(state: AppState, number: string | undefined): Promise<OrderRow> {
    const parsed = orderNumber.safeParse(number);
    const row = parsed.success
      ? await db
          .selectFrom('orders')
          .selectAll()
          .where('order_number', '=', parsed.data)
          .where('customer_id', '=', signedIn(state).user.id)
          .executeTakeFirst()
      : undefined;
    if (!row) throw notFound('This order');
    return row;
  }
  async function reload(number: string) {
    return orderView(
      await db
        .selectFrom('orders')
        .selectAll()
        .where('order_number', '=', number)
        .executeTakeFirstOrThrow(),
    );
  }

  router.post('/orders', requireRole(), async (ctx) => {
    const key = idempotencyKey.parse(ctx.get('Idempotency-Key') || undefined);
    const body = placeOrderBody.parse(ctx.request.body ?? {});
    const { orderNumber: number, approvalUrl } = await placeOrder(
      { store, db, commands, paypal, taxTable },
      {
        customerId: signedIn(ctx.state).user.id,
        idempotencyKey: key,
        input: {
          ...body,
          items: body.items.map((item) => ({ ...item, variantId: item.variantId ?? null })),
        },
        metadata: requestMetadata(ctx.state),
        // Koa 3 gives the Origin request header as ctx.origin; the return URLs need our own.
        origin: `${ctx.protocol}://${ctx.host}`,
        log: ctx.state.log,
      },
    );
    ctx.status = 201;
    ctx.body = { ...(await reload(number)), approvalUrl };
  });

  router.get('/orders', requireRole(), async (ctx) => {
    const rows = await db
      .selectFrom('orders')
      .selectAll()
      .where('customer_id', '=', signedIn(ctx.state).user.id)
      .orderBy('created_at', 'desc')
      .limit(200)
      .execute();
    ctx.body = rows.map(orderView);
  });

  router.get('/orders/:orderNumber', requireRole(), async (ctx) => {
    const row = await ownOrder(ctx.state, ctx.params.orderNumber);
    const timeline = await db
      .selectFrom('event_log')
      .select(['type', 'occurred_at'])
      .where('stream_name', '=', `order-${row.order_number}`)
      .orderBy('revision')
      .execute();
    ctx.body = {
      ...orderView(row),
      timeline: timeline.map((event) => ({
        type: event.type,
        occurredAt: new Date(event.occurred_at).toISOString(),
      })),
    };
  });

  router.post('/orders/:orderNumber/cancel', requireRole(), async (ctx) => {
    const row = await ownOrder(ctx.state, ctx.params.orderNumber);
    const metadata = requestMetadata(ctx.state);
    await commands.order(
      row.order_number,
      { type: 'CancelOrder', reason: 'Cancelled by the customer', by: 'customer' },
      metadata,
    );
    await commands.release(row.order_number, row.lines as OrderLine[], metadata);
    // What was paid goes back to the customer's wallet, to spend or to have paid out.
    if (row.payment_status !== 'Not paid yet') {
      await commands.wallet(
        row.customer_id,
        {
          type: 'CreditWallet',
          amountCents: Number(row.total_usd_cents),
          reason: `Refund of order ${row.order_number}`,
        },
        metadata,
      );
    }
    ctx.body = await reload(row.order_number);
  });

  router.post('/orders/:orderNumber/paypal/capture', requireRole(), async (ctx) => {
    const row = await ownOrder(ctx.state, ctx.params.orderNumber);
    if (row.payment_status === 'paid') {
      ctx.body = await reload(row.order_number);
      return;
    }
    if (row.status === 'Cancelled')
      throw new AppError(409, 'order_cancelled', 'This order was cancelled.');
    if (!row.payment_reference)
      throw new AppError(409, 'payment_not_started', 'This order has no PayPal payment.');
    try {
      const capture = await paypal.captureOrder(row.payment_reference, {
        requestId: `paypal-capture-${row.order_number}`,
      });
      await commands.order(
        row.order_number,
        {
          type: 'RecordPayment',
          provider: 'paypal',
          reference: capture.captureId,
          paymentStatus: capture.captureStatus === 'COMPLETED' ? 'paid' : 'Paid temporarily',
        },
        requestMetadata(ctx.state),
      );
    } catch (error) {
      if (error instanceof PayPalError && error.status < 500) {
        throw new AppError(409, 'payment_not_approved', 'PayPal has not approved this payment.');
      }
      throw error;
    }
    ctx.body = await reload(row.order_number);
  });

  router.post('/orders/:orderNumber/paypal/cancel', requireRole(), async (ctx) => {
    const row = await ownOrder(ctx.state, ctx.params.orderNumber);
    if (row.payment_status === 'Not paid yet' && row.status !== 'Cancelled') {
      const metadata = requestMetadata(ctx.state);
      await commands.order(
        row.order_number,
        { type: 'CancelOrder', reason: 'Payment cancelled at PayPal', by: 'payment' },
        metadata,
      );
      await commands.release(row.order_number, row.lines as OrderLine[], metadata);
    }
    ctx.body = await reload(row.order_number);
  });

  router.get('/wallet', requireRole(), async (ctx) => {
    const { currency } = shopperContextSchema.parse(plainQuery(ctx.query));
    const wallet = await db
      .selectFrom('wallets')
      .select('balance_cents')
      .where('owner_id', '=', signedIn(ctx.state).user.id)
      .executeTakeFirst();
    const cents = Number(wallet?.balance_cents ?? 0);
    ctx.body = { balance: fromUsdCents(cents, currency), currency };
  });

  return router;
}
