import type { Database, EventLogRow } from '@shop/core';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { ListQuery } from './simple-rest.js';

export const eventSortFields = ['position', 'occurred_at', 'stream_name', 'type'] as const;
export type EventSortField = (typeof eventSortFields)[number];

export interface EventFilter {
  /** Positions, which are the records' ids. */
  readonly ids?: readonly number[];
  readonly streamName?: string;
  readonly type?: string;
  readonly category?: string;
  readonly correlationId?: string;
  /** Substring of the stream name. */
  readonly q?: string;
  /** Limits a seller to the streams that are theirs. */
  readonly sellerId?: string;
}

type Where = ExpressionBuilder<Database, 'event_log'>;

export async function listEvents(
  db: Kysely<Database>,
  filter: EventFilter,
  query: Pick<ListQuery<EventSortField>, 'sort' | 'offset' | 'limit'>,
): Promise<{ rows: EventLogRow[]; total: number }> {
  const where = (eb: Where) => eb.and(conditions(eb, filter));
  const [rows, count] = await Promise.all([
    db
      .selectFrom('event_log')
      .selectAll()
      .where(where)
      .orderBy(query.sort.field, query.sort.order)
      .orderBy('position', query.sort.order)
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
    db
      .selectFrom('event_log')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function findEvent(db: Kysely<Database>, position: number, sellerId?: string) {
  return db
    .selectFrom('event_log')
    .selectAll()
    .where((eb) => eb.and([eb('position', '=', position), ...conditions(eb, { sellerId })]))
    .executeTakeFirst();
}

function conditions(eb: Where, filter: EventFilter) {
  const all = [];
  if (filter.ids) all.push(eb('position', 'in', filter.ids.length ? [...filter.ids] : [0]));
  if (filter.streamName) all.push(eb('stream_name', '=', filter.streamName));
  if (filter.type) all.push(eb('type', '=', filter.type));
  // The stream index answers a category as a prefix of the stream name.
  if (filter.category) all.push(eb('stream_name', 'like', `${escapeLike(filter.category)}-%`));
  if (filter.correlationId) all.push(eb('correlation_id', '=', filter.correlationId));
  if (filter.q) all.push(eb('stream_name', 'ilike', `%${escapeLike(filter.q)}%`));
  if (filter.sellerId) {
    const id = filter.sellerId;
    all.push(
      eb.or([
        eb('stream_name', 'in', [`seller-${id}`, `wallet-${id}`]),
        eb('stream_name', 'like', sql<string>`${`listing-${escapeLike(id)}-%`}`),
      ]),
    );
  }
  return all;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}
