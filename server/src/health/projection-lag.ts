import type { Database, EventStore } from '@shop/core';
import type { Kysely } from 'kysely';

/**
 * Lags are counted no further than this: a count walks every event it counts, and a health
 * check polled while the shop is far behind (a rebuild, a burst of orders) scanned the whole
 * backlog once per projection each time, on the shop's own database (a fifth of a core while the
 * bench waited for 5,000 orders, polling four times a second).
 */
export const lagCountedUpTo = 10_000;

/** Read from the checkpoint table, so it works whichever process runs the projection. */
export async function projectionLag(db: Kysely<Database>, store: EventStore, name: string) {
  const row = await db
    .selectFrom('projection_checkpoints')
    .select(['commit_position', 'prepare_position', 'events_seen', 'updated_at'])
    .where('name', '=', name)
    .executeTakeFirst();
  const position = row
    ? { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) }
    : { commit: 0n, prepare: 0n };
  return {
    name,
    eventsSeen: row?.events_seen ?? 0,
    lag: await store.countAfter(position, { atMost: lagCountedUpTo }),
    updatedAt: row ? new Date(row.updated_at).toISOString() : null,
  };
}
