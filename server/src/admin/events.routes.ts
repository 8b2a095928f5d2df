import type { Database } from '@shop/core';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { createRouter, requireRole } from '../http/access.js';
import { notFound } from '../http/app-error.js';
import type { AppState } from '../http/app-state.js';
import { int8Id } from '../http/bounded.js';
import { describeRoute } from '../http/route-docs.js';
import { recordsFor } from './event-record.js';
import { type EventFilter, eventSortFields, findEvent, listEvents } from './events.repository.js';
import { listQueryDocs, parseListQuery, setContentRange } from './simple-rest.js';

const position = int8Id;

const filterSchema = z.object({
  id: z.union([position, z.array(position).max(1000)]).optional(),
  stream_name: z.string().max(300).optional(),
  type: z.string().max(200).optional(),
  category: z.string().max(100).optional(),
  correlation_id: z.string().max(200).optional(),
  q: z.string().max(200).optional(),
});

/**
 * The audit view: `events` in the ra-data-simple-rest protocol, read-only. A record's id is its
 * position in the global order.
 */
export function eventsRoutes({ db }: { db: Kysely<Database> }) {
  const router = createRouter();
  const staffOrSeller = requireRole('staff', 'seller');

  router.get(
    '/admin/events',
    staffOrSeller,
    describeRoute({ summary: 'The event log (audit view)', query: listQueryDocs(filterSchema) }),
    async (ctx) => {
      const query = parseListQuery(ctx.query, {
        sortable: eventSortFields,
        defaultSort: { field: 'position', order: 'desc' },
      });
      const filter = filterSchema.parse(query.filter);
      const ids = filter.id === undefined ? undefined : [filter.id].flat();
      const eventFilter: EventFilter = {
        ...(ids && { ids }),
        ...(filter.stream_name && { streamName: filter.stream_name }),
        ...(filter.type && { type: filter.type }),
        ...(filter.category && { category: filter.category }),
        ...(filter.correlation_id && { correlationId: filter.correlation_id }),
        ...(filter.q && { q: filter.q }),
        ...sellerScope(ctx.state),
      };
      const { rows, total } = await listEvents(db, eventFilter, query);
      setContentRange(ctx, 'events', query, rows.length, total);
      ctx.body = recordsFor(ctx.state, rows);
    },
  );

  router.get(
    '/admin/events/:id',
    staffOrSeller,
    describeRoute({ summary: 'One event by its position', params: z.object({ id: position }) }),
    async (ctx) => {
      const id = position.safeParse(ctx.params.id);
      const row = id.success
        ? await findEvent(db, id.data, sellerScope(ctx.state).sellerId)
        : undefined;
      if (!row) throw notFound('This event');
      ctx.body = recordsFor(ctx.state, [row])[0];
    },
  );

  return router;
}

/** Staff see every stream; a seller only their own. */
function sellerScope(state: AppState): { sellerId?: string } {
  const user = state.auth?.user;
  return user?.role === 'seller' ? { sellerId: user.id } : {};
}
