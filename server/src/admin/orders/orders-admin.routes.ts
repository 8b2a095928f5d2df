import {
  aggregateState,
  carrierIds,
  type Database,
  type EventStore,
  type GlobalPosition,
  type HandledCommand,
  type OrderEvent,
  orderShipmentId,
  orderStatuses,
  orderStream,
  paymentStatuses,
  type RecordedEvent,
  type ShopCommands,
  StaleRevision,
  shipmentDecider,
  shipmentStream,
} from '@shop/core';
import { waitForProjection } from '@shop/projections';
import {
  type CarrierTrackingClient,
  CarrierUnavailableError,
  refreshShipment,
  UnknownTrackingNumberError,
} from '@shop/workers';
import type { Context } from 'koa';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { parseMoment } from '../../accounting/period.js';
import { createRouter, requireRole } from '../../http/access.js';
import { AppError, notFound } from '../../http/app-error.js';
import type { AppState } from '../../http/app-state.js';
import { requestMetadata } from '../../http/command-metadata.js';
import { ownerScope } from '../../http/ownership.js';
import { describeRoute } from '../../http/route-docs.js';
import type { StreamWatcher } from '../../http/stream-watcher.js';
import { awaitOrder } from '../../orders/order-progress.js';
import { staffTimeline } from '../../orders/order-timeline.js';
import { affiliateId } from '../../site/affiliate-id.js';
import { siteIdFilter } from '../../site/site.js';
import { listQueryDocs, parseListQuery, setContentRange } from '../simple-rest.js';
import { adminOrderAt } from './admin-order-at.js';
import { adminOrderDetail, adminOrderRecord } from './admin-order-record.js';
import {
  type AdminOrderFilter,
  adminOrderSortFields,
  findAdminOrder,
  listAdminOrders,
} from './admin-orders.repository.js';

const orderNumber = z.string().regex(/^100\d{14}$/);
const date = z.iso
  .datetime({ offset: true })
  .or(z.iso.date())
  .transform((value) => new Date(value));
const filterSchema = z.object({
  id: z.union([orderNumber, z.array(orderNumber).max(1000)]).optional(),
  status: z.enum(orderStatuses).optional(),
  paymentStatus: z.enum(paymentStatuses).optional(),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'country is two letters')
    .transform((code) => code.toUpperCase())
    .optional(),
  platform: z.string().max(40).optional(),
  carrierId: z.coerce
    .number()
    .pipe(z.union(carrierIds.map((id) => z.literal(id))))
    .optional(),
  siteId: siteIdFilter.optional(),
  affiliateId: affiliateId.optional(),
  q: z.string().trim().max(200).optional(),
  createdFrom: date.optional(),
  createdTo: date.optional(),
});
const revision = z.number().int().min(0);
const moveBody = z.object({
  status: z.enum(orderStatuses),
  note: z.string().max(1000).optional().default(''),
  revision: revision.optional(),
});
const shipmentBody = z.object({
  carrierId: z.union(
    carrierIds.map((id) => z.literal(id)),
    {
      error: 'carrierId is 1, 2, 3 or 4.',
    },
  ),
  trackingNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,40}$/, 'A tracking number is 4 to 40 letters, digits or "-".'),
  weightGrams: z.number().int('weightGrams is whole grams').min(1).max(100_000),
  /** In US dollars, e.g. 18.5. */
  shippingFee: z
    .number()
    .min(0)
    .max(10_000)
    .refine(
      (fee) => Math.abs(fee * 100 - Math.round(fee * 100)) < 1e-6,
      'shippingFee has at most 2 decimals',
    ),
  revision: revision.optional(),
});

/** The revision the client saw, instead of the body's `revision`. */
const ifMatchHeader = z.object({
  'If-Match': z
    .string()
    .regex(/^(?:W\/)?"?(\d{1,9})"?$/)
    .optional(),
});

/** The order changed after the staff member loaded it. */
const changedMeanwhile = () =>
  new AppError(409, 'order_changed', 'This order was changed meanwhile; reload it');

/** The revision the client saw: the body's `revision`, else an `If-Match: "7"` header. */
function revisionSeen(ctx: Context, fromBody: number | undefined): number | undefined {
  if (fromBody !== undefined) return fromBody;
  const header = ctx.get('If-Match');
  if (!header) return undefined;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(header.trim());
  if (!match) throw new AppError(400, 'invalid_request', 'If-Match is the revision, e.g. "7".');
  return Number(match[1]);
}

/**
 * `orders` for staff (ra-data-simple-rest): the list with filters and sorts, one order with its
 * timeline, status moves and the shipment. Moves are commands on the order's own stream; with
 * the revision the client saw, a move made meanwhile by someone else refuses this one (409).
 */
export function ordersAdminRoutes({
  db,
  store,
  watcher,
  commands,
  tracking,
}: {
  db: Kysely<Database>;
  store: EventStore;
  watcher: StreamWatcher;
  commands: ShopCommands;
  tracking: CarrierTrackingClient;
}) {
  const router = createRouter();
  const staff = requireRole('staff');
  const staffOrSeller = requireRole('staff', 'seller');
  /** Staff see every order; a seller only their own (another's answers 404). */
  const scopeOf = (state: AppState): AdminOrderFilter => {
    const owner = state.auth ? ownerScope(state.auth) : null;
    return owner === null ? {} : { customerId: owner };
  };

  async function loadOrder(state: AppState, number: string | undefined) {
    const parsed = orderNumber.safeParse(number);
    const row = parsed.success ? await findAdminOrder(db, parsed.data, scopeOf(state)) : undefined;
    if (!row) throw notFound('This order');
    return row;
  }

  async function detail(state: AppState, number: string, position: GlobalPosition | null) {
    // The order's row and its timeline come from two views: both must show the change.
    if (position) {
      await Promise.all([
        waitForProjection(db, 'orders', position),
        waitForProjection(db, 'event_log', position),
      ]);
    }
    const row = await loadOrder(state, number);
    return { ...adminOrderDetail(row), timeline: await staffTimeline(db, number) };
  }

  async function decided<T>(run: () => Promise<HandledCommand<unknown, T>>) {
    try {
      return await run();
    } catch (error) {
      if (error instanceof StaleRevision) throw changedMeanwhile();
      throw error;
    }
  }

  router.get(
    '/admin/orders',
    staffOrSeller,
    describeRoute({ summary: 'List orders', query: listQueryDocs(filterSchema) }),
    async (ctx) => {
      const query = parseListQuery(ctx.query, {
        sortable: adminOrderSortFields,
        defaultSort: { field: 'createdAt', order: 'desc' },
      });
      const filter = filterSchema.parse(query.filter);
      const { rows, total } = await listAdminOrders(
        db,
        {
          ...scopeOf(ctx.state),
          ...(filter.id !== undefined && { orderNumbers: [filter.id].flat() }),
          ...(filter.status && { status: filter.status }),
          ...(filter.paymentStatus && { paymentStatus: filter.paymentStatus }),
          ...(filter.country && { country: filter.country }),
          ...(filter.platform && { platform: filter.platform }),
          ...(filter.carrierId !== undefined && { carrierId: filter.carrierId }),
          ...(filter.siteId !== undefined && { siteId: filter.siteId }),
          ...(filter.affiliateId && { affiliateId: filter.affiliateId }),
          ...(filter.q && { q: filter.q }),
          ...(filter.createdFrom && { createdFrom: filter.createdFrom }),
          ...(filter.createdTo && { createdTo: filter.createdTo }),
        },
        query,
      );
      setContentRange(ctx, 'orders', query, rows.length, total);
      ctx.body = rows.map(adminOrderRecord);
    },
  );

  /** Now, or with `?at=<ISO time>` as it stood then (time travel, from the order's events). */
  router.get(
    '/admin/orders/:orderNumber',
    staffOrSeller,
    describeRoute({
      summary: 'One order with its timeline, now or as it stood at a moment',
      params: z.object({ orderNumber }),
      query: z.object({ at: z.string().optional() }),
    }),
    async (ctx) => {
      const row = await loadOrder(ctx.state, ctx.params.orderNumber);
      if (ctx.query.at === undefined) {
        ctx.body = await detail(ctx.state, row.order_number, null);
        return;
      }
      if (typeof ctx.query.at !== 'string' || ctx.query.at === '') {
        throw new AppError(
          400,
          'invalid_moment',
          'at is an ISO time such as 2026-11-01T12:00:00Z.',
        );
      }
      const at = parseMoment(ctx.query.at);
      const events = (await store.readStream(orderStream(row.order_number))) as (RecordedEvent &
        OrderEvent)[];
      ctx.body = adminOrderAt(
        row.order_number,
        events,
        at,
        await staffTimeline(db, row.order_number),
      );
    },
  );

  router.post(
    '/admin/orders/:orderNumber/status',
    staff,
    describeRoute({
      summary: 'Move an order to another status',
      params: z.object({ orderNumber }),
      body: moveBody,
      headers: ifMatchHeader,
    }),
    async (ctx) => {
      const row = await loadOrder(ctx.state, ctx.params.orderNumber);
      const body = moveBody.parse(ctx.request.body ?? {});
      const expectedRevision = revisionSeen(ctx, body.revision);
      const { position } = await decided(() =>
        commands.order(
          row.order_number,
          { type: 'MoveOrder', to: body.status, note: body.note },
          requestMetadata(ctx.state),
          expectedRevision === undefined ? {} : { expectedRevision },
        ),
      );
      ctx.body = await detail(ctx.state, row.order_number, position);
    },
  );

  router.put(
    '/admin/orders/:orderNumber/shipment',
    staff,
    describeRoute({
      summary: 'Record or change the parcel',
      params: z.object({ orderNumber }),
      body: shipmentBody,
    }),
    async (ctx) => {
      const row = await loadOrder(ctx.state, ctx.params.orderNumber);
      const body = shipmentBody.parse(ctx.request.body ?? {});
      const expectedRevision = revisionSeen(ctx, body.revision);
      const { position } = await decided(() =>
        commands.order(
          row.order_number,
          {
            type: 'RecordShipment',
            carrierId: body.carrierId,
            trackingNumber: body.trackingNumber,
            weightGrams: body.weightGrams,
            shippingFeeCents: Math.round(body.shippingFee * 100),
          },
          requestMetadata(ctx.state),
          expectedRevision === undefined ? {} : { expectedRevision },
        ),
      );
      ctx.body = await detail(ctx.state, row.order_number, position);
    },
  );

  router.post(
    '/admin/orders/:orderNumber/tracking/refresh',
    staff,
    describeRoute({
      summary: 'Ask the carrier for new scans now',
      params: z.object({ orderNumber }),
      body: 'none',
    }),
    async (ctx) => {
      const row = await loadOrder(ctx.state, ctx.params.orderNumber);
      if (!row.tracking_number) {
        throw new AppError(409, 'shipment_missing', 'This order has no tracking number yet.');
      }
      let newScans: number;
      try {
        ({ newScans } = await refreshShipment(
          { store, commands, tracking },
          orderShipmentId(row.order_number),
          requestMetadata(ctx.state),
        ));
      } catch (error) {
        if (error instanceof UnknownTrackingNumberError) {
          throw new AppError(422, 'unknown_tracking_number', error.message);
        }
        if (error instanceof CarrierUnavailableError) {
          throw new AppError(
            502,
            'carrier_unavailable',
            'The carrier is not answering just now. Please try again.',
          );
        }
        throw error;
      }
      // The scans reach the order through the shipment workflow: wait (a little) until it has them.
      const shipment = await aggregateState(
        store,
        shipmentStream(orderShipmentId(row.order_number)),
        shipmentDecider,
      );
      const courierStatus = shipment.status === 'none' ? null : shipment.courierStatus;
      const { position } = await awaitOrder(
        { store, watcher },
        row.order_number,
        ({ state }) => state.status === 'none' || state.courierStatus === courierStatus,
        { timeoutMs: 5_000 },
      );
      ctx.body = { ...(await detail(ctx.state, row.order_number, position)), newScans };
    },
  );

  return router;
}
