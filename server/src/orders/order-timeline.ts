import {
  type Actor,
  type Database,
  orderShipmentId,
  orderStream,
  shipmentStream,
} from '@shop/core';
import type { Kysely } from 'kysely';

/** One step in an order's life: when, what, and (for staff) who and why. */
export interface TimelineEntry {
  /** The event's id. */
  readonly id: string;
  readonly type: string;
  readonly occurredAt: string;
  /** For status moves. */
  readonly from?: string;
  readonly to?: string;
  /** Why: the note of a move, the reason of a cancellation. */
  readonly note?: string | null;
  /** For a carrier's scans and the order's courier status. */
  readonly courierStatus?: string;
  readonly location?: string;
  readonly description?: string;
}

export interface StaffTimelineEntry extends TimelineEntry {
  /** `staff`, `customer`, `system` or the job's name. */
  readonly by: string;
  /** The staff member's or customer's e-mail, when a person did it. */
  readonly byEmail: string | null;
}

/** Shipment events that are the shop's own bookkeeping rather than news about the parcel. */
const bookkeeping = new Set(['ShipmentRecorded', 'ShipmentDispatched']);

async function timelineRows(db: Kysely<Database>, orderNumber: string) {
  return db
    .selectFrom('event_log')
    .select(['event_id', 'type', 'occurred_at', 'data', 'actor'])
    .where('stream_name', 'in', [
      orderStream(orderNumber),
      shipmentStream(orderShipmentId(orderNumber)),
    ])
    .orderBy('position')
    .execute();
}

function entryOf(row: {
  event_id: string;
  type: string;
  occurred_at: Date | string;
  data: string;
}): TimelineEntry {
  const data = JSON.parse(row.data) as Record<string, unknown>;
  const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : undefined);
  const base = {
    id: row.event_id,
    type: row.type,
    occurredAt: new Date(row.occurred_at).toISOString(),
  };
  switch (row.type) {
    case 'OrderStatusChanged':
      return { ...base, from: text('from'), to: text('to'), note: text('note') ?? null };
    case 'OrderCancelled':
      return { ...base, from: text('from'), to: 'Cancelled', note: text('reason') ?? null };
    case 'OrderCourierStatusChanged':
      return { ...base, courierStatus: text('courierStatus') };
    case 'ShipmentScanned':
      return {
        ...base,
        occurredAt: text('at') ?? base.occurredAt,
        courierStatus: text('status'),
        location: text('location'),
        description: text('description'),
      };
    default:
      return base;
  }
}

/**
 * The order's timeline as its shopper sees it: what happened to the order and the parcel, without
 * who in the shop did it, nor the shop's notes other than a cancellation's reason.
 */
export async function shopperTimeline(
  db: Kysely<Database>,
  orderNumber: string,
): Promise<TimelineEntry[]> {
  const rows = await timelineRows(db, orderNumber);
  return rows
    .filter((row) => !bookkeeping.has(row.type) && row.type !== 'OrderCourierStatusChanged')
    .map((row) => {
      const entry = entryOf(row);
      return entry.type === 'OrderStatusChanged' ? { ...entry, note: null } : entry;
    });
}

/** The order's whole timeline for staff: every event of the order and its parcel, who and why. */
export async function staffTimeline(
  db: Kysely<Database>,
  orderNumber: string,
): Promise<StaffTimelineEntry[]> {
  const rows = await timelineRows(db, orderNumber);
  const actors = rows.map((row) => JSON.parse(row.actor) as Actor);
  const userIds = [
    ...new Set(actors.flatMap((actor) => (actor.kind === 'user' ? [actor.userId] : []))),
  ];
  const emails = new Map(
    userIds.length
      ? (
          await db.selectFrom('users').select(['id', 'email']).where('id', 'in', userIds).execute()
        ).map((user) => [user.id, user.email])
      : [],
  );
  return rows.map((row, index) => {
    const actor = actors[index] as Actor;
    return {
      ...entryOf(row),
      by: actor.kind === 'user' ? actor.role : actor.name,
      byEmail: actor.kind === 'user' ? (emails.get(actor.userId) ?? null) : null,
    };
  });
}
