import {
  currencyCodes,
  type Database,
  type EventStore,
  maxCartQuantity,
  maxId,
  maxOrderLines,
  minPhoneLength,
  type OrderRejected,
  orderPaymentId,
  type PaymentEvent,
  paymentDecider,
  paymentStream,
  recipientLimits,
  type ShopCommands,
  type TaxRates,
} from '@shop/core';
import { waitForProjection } from '@shop/projections';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { createRouter, requireRole, signedIn } from '../http/access.js';
import { AppError, notFound } from '../http/app-error.js';
import type { AppState } from '../http/app-state.js';
import { awaitAggregate } from '../http/await-aggregate.js';
import { pageNumber } from '../http/bounded.js';
import { requestMetadata } from '../http/command-metadata.js';
import { describeRoute } from '../http/route-docs.js';
import type { StreamWatcher } from '../http/stream-watcher.js';
import { affiliateId } from '../site/affiliate-id.js';
import { type SiteConfig, siteOfHost } from '../site/site.js';
import { awaitOrder, cancellationDone, type OrderProgress } from './order-progress.js';
import { shopperTimeline } from './order-timeline.js';
import { orderView } from './order-view.js';
import { placeOrder, recordCheckout } from './place-order.js';

const id = z.number().int().positive().max(maxId);
const text = (max: number) => z.string().trim().max(max);
const ordersPageQuery = z.object({
  page: pageNumber.default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
const placeOrderBody = z.object({
  items: z
    .array(
      z.object({
        id,
        variantId: id.nullable().optional(),
        quantity: z.number().int('quantity must be a whole number').min(1).max(maxCartQuantity),
      }),
    )
    .min(1, 'An order needs at least one item.')
    .max(maxOrderLines),
  courierId: z.number().int().min(1).max(4).optional(),
  currency: z.enum(currencyCodes),
  paymentMethod: z.enum(['paypal', 'wallet']),
  recipient: z.object({
    fullName: text(recipientLimits.fullName).min(1, 'The full name is required.'),
    phone: text(recipientLimits.phone).min(minPhoneLength, 'The phone number is required.'),
    secondaryPhone: text(recipientLimits.secondaryPhone).optional(),
    postalCode: text(recipientLimits.postalCode).min(1, 'The postal code is required.'),
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'country is two letters')
      .transform((code) => code.toUpperCase()),
    province: text(recipientLimits.province).optional(),
    city: text(recipientLimits.city).min(1, 'The city is required.'),
    address: text(recipientLimits.address).min(1, 'The address is required.'),
    address2: text(recipientLimits.address2).optional(),
    customsId: text(recipientLimits.customsId).optional(),
  }),
  /** The `?aid=` the shopper arrived with, if the storefront still remembers it. */
  affiliateId: affiliateId.optional(),
});
const idempotencyKey = z
  .string({ error: 'The Idempotency-Key header is required.' })
  .regex(/^[\w-]{8,100}$/, 'The Idempotency-Key header is 8 to 100 letters, digits, _ or -.');
const orderNumber = z.string().regex(/^100\d{14}$/);

/** RFC 7240's `Prefer: respond-async`, among other preferences. */
function prefersAsync(prefer: string): boolean {
  return prefer
    .split(',')
    .some((preference) => preference.split(';')[0]?.trim().toLowerCase() === 'respond-async');
}

/** Why a checkout did not get under way, as an HTTP answer. */
const rejections: Record<OrderRejected['data']['reason'], [number, string]> = {
  out_of_stock: [409, 'insufficient_stock'],
  insufficient_balance: [402, 'insufficient_balance'],
  payment_unavailable: [502, 'payment_unavailable'],
};

/** Checkout and the customer's orders, streams `order-<orderNumber>`. */
export function ordersRoutes({
  taxTable,
  db,
  store,
  watcher,
  commands,
  limits,
  site,
}: {
  /** Which hosts are site 2. */
  site: SiteConfig;
  db: Kysely<Database>;
  store: EventStore;
  watcher: StreamWatcher;
  commands: ShopCommands;
  taxTable: Readonly<Record<string, TaxRates>>;
  limits: { maxUnpaidOrders: number; keyTtlMs: number };
}) {
  const router = createRouter();
  const signedInOnly = requireRole();
  const source = { store, watcher };

  /** The caller's own order number; another customer's order does not exist for them. */
  async function ownOrder(state: AppState, number: string | undefined): Promise<string> {
    const parsed = orderNumber.safeParse(number);
    const row = parsed.success
      ? await db
          .selectFrom('orders')
          .select('order_number')
          .where('order_number', '=', parsed.data)
          .where('customer_id', '=', signedIn(state).user.id)
          .executeTakeFirst()
      : undefined;
    if (!row) throw notFound('This order');
    return row.order_number;
  }

  /**
   * Asks the order to cancel and answers it once the cancellation has run its course. Asking
   * twice changes nothing: the order decides on its own events.
   */
  async function cancel(
    state: AppState,
    number: string,
    reason: string,
    by: 'customer' | 'payment',
    timeoutMs?: number,
  ) {
    await commands.order(number, { type: 'CancelOrder', reason, by }, requestMetadata(state), {
      retries: 20,
    });
    const progress = await awaitOrder(
      source,
      number,
      cancellationDone,
      timeoutMs ? { timeoutMs } : undefined,
    );
    return answer(progress, number);
  }

  /** The order as the read model has it once it shows everything up to `progress`. */
  async function answer(progress: OrderProgress, number: string) {
    if (progress.position) await waitForProjection(db, 'orders', progress.position);
    const row = await db
      .selectFrom('orders')
      .selectAll()
      .where('order_number', '=', number)
      .executeTakeFirst();
    const approval = progress.events.findLast((event) => event.type === 'OrderPaymentStarted');
    const awaitingPayment =
      progress.state.status === 'Processing' && progress.state.paymentStatus === 'Not paid yet';
    return {
      ...(row
        ? orderView(row)
        : { orderNumber: number, status: 'Processing', paymentStatus: 'Not paid yet' }),
      // Still under way (the workflows are slow just now): the page shows "processing".
      inProgress: row?.in_progress ?? true,
      approvalUrl:
        awaitingPayment && approval?.type === 'OrderPaymentStarted'
          ? approval.data.approveUrl
          : null,
    };
  }

  router.post(
    '/orders',
    signedInOnly,
    describeRoute({
      summary: 'Place an order',
      body: placeOrderBody,
      headers: z.object({
        'Idempotency-Key': idempotencyKey,
        // `respond-async`: 202 as soon as the order is recorded, without waiting for its
        // stock and payment link; the client follows `GET /orders/:orderNumber`.
        Prefer: z.string().optional(),
      }),
      success: { status: 201 },
    }),
    async (ctx) => {
      const key = idempotencyKey.parse(ctx.get('Idempotency-Key') || undefined);
      const body = placeOrderBody.parse(ctx.request.body ?? {});
      const services = { store, watcher, db, commands, taxTable, limits };
      const request = {
        customerId: signedIn(ctx.state).user.id,
        idempotencyKey: key,
        input: {
          ...body,
          items: body.items.map((item) => ({ ...item, variantId: item.variantId ?? null })),
        },
        metadata: requestMetadata(ctx.state),
        // Koa 3 gives the Origin request header as ctx.origin; the return URLs need our own.
        origin: `${ctx.protocol}://${ctx.host}`,
        siteId: siteOfHost(ctx.hostname, site).id,
      };
      if (prefersAsync(ctx.get('Prefer'))) {
        // The order is recorded and numbered; stock and payment follow in the workflows, and
        // `GET /orders/:orderNumber` shows where it stands (a 404 until the list has it).
        const number = await recordCheckout(services, request);
        ctx.status = 202;
        ctx.set('Preference-Applied', 'respond-async');
        ctx.set('Location', `/api/orders/${number}`);
        ctx.body = {
          orderNumber: number,
          status: 'Processing',
          paymentStatus: 'Not paid yet',
          inProgress: true,
          approvalUrl: null,
        };
        return;
      }
      const { orderNumber: number, progress } = await placeOrder(services, request);
      const rejected = progress.events.find((event) => event.type === 'OrderRejected');
      if (rejected?.type === 'OrderRejected') {
        const [status, code] = rejections[rejected.data.reason];
        ctx.status = status;
        ctx.body = {
          error: { code, message: rejected.data.message, orderNumber: number },
          items: rejected.data.shortLines,
        };
        return;
      }
      ctx.status = 201;
      ctx.body = await answer(progress, number);
    },
  );

  router.get(
    '/orders',
    signedInOnly,
    describeRoute({ summary: 'The customer’s orders, newest first', query: ordersPageQuery }),
    async (ctx) => {
      const { page, pageSize } = ordersPageQuery.parse(ctx.query);
      const customer = signedIn(ctx.state).user.id;
      const [rows, counted] = await Promise.all([
        db
          .selectFrom('orders')
          .selectAll()
          .where('customer_id', '=', customer)
          .orderBy('created_at', 'desc')
          .orderBy('order_number', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .where('customer_id', '=', customer)
          .executeTakeFirstOrThrow(),
      ]);
      const total = Number(counted.total);
      ctx.body = {
        items: rows.map(orderView),
        total,
        page,
        pageSize,
        pages: Math.ceil(total / pageSize),
      };
    },
  );

  router.get(
    '/orders/:orderNumber',
    signedInOnly,
    describeRoute({ summary: 'One of the customer’s orders', params: z.object({ orderNumber }) }),
    async (ctx) => {
      const number = await ownOrder(ctx.state, ctx.params.orderNumber);
      const [row, timeline] = await Promise.all([
        db
          .selectFrom('orders')
          .selectAll()
          .where('order_number', '=', number)
          .executeTakeFirstOrThrow(),
        shopperTimeline(db, number),
      ]);
      ctx.body = { ...orderView(row), timeline };
    },
  );

  router.post(
    '/orders/:orderNumber/cancel',
    signedInOnly,
    describeRoute({
      summary: 'Cancel an order while Processing',
      params: z.object({ orderNumber }),
      body: 'none',
    }),
    async (ctx) => {
      const number = await ownOrder(ctx.state, ctx.params.orderNumber);
      ctx.body = await cancel(ctx.state, number, 'Cancelled by the customer', 'customer');
    },
  );

  router.post(
    '/orders/:orderNumber/paypal/capture',
    signedInOnly,
    describeRoute({
      summary: 'Capture the PayPal payment the shopper approved',
      params: z.object({ orderNumber }),
      body: 'none',
    }),
    async (ctx) => {
      const number = await ownOrder(ctx.state, ctx.params.orderNumber);
      const paymentId = orderPaymentId(number);
      const before = await store.readStream(paymentStream(paymentId));
      await commands.payment(paymentId, { type: 'RequestCapture' }, requestMetadata(ctx.state), {
        retries: 20,
      });
      const outcome = await awaitAggregate(
        source,
        paymentStream(paymentId),
        paymentDecider,
        ({ state }) => state.stage !== 'capturing',
        { timeoutMs: 20_000 },
      );
      const news = outcome.events.slice(before.length) as PaymentEvent[];
      const refused = news.findLast(
        (event) => event.type === 'PaymentDeclined' || event.type === 'PaymentMismatched',
      );
      if (refused?.type === 'PaymentDeclined' || refused?.type === 'PaymentMismatched') {
        // Still "Not paid yet": the shopper may approve again at PayPal with another card.
        const code = refused.type === 'PaymentDeclined' ? 'payment_declined' : 'payment_mismatch';
        throw new AppError(402, code, refused.data.message);
      }
      const progress = await awaitOrder(
        source,
        number,
        ({ state }) => state.status !== 'none' && state.paymentStatus !== 'Not paid yet',
      );
      ctx.body = await answer(progress, number);
    },
  );

  router.post(
    '/orders/:orderNumber/paypal/cancel',
    signedInOnly,
    describeRoute({
      summary: 'The shopper left PayPal without paying',
      params: z.object({ orderNumber }),
      body: 'none',
    }),
    async (ctx) => {
      const number = await ownOrder(ctx.state, ctx.params.orderNumber);
      // Does nothing to an order paid meanwhile: the order decides.
      ctx.body = await cancel(ctx.state, number, 'Payment cancelled at PayPal', 'payment', 3000);
    },
  );

  return router;
}
