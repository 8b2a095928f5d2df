import type { Database, EventStore } from '@shop/core';
import type { Kysely } from 'kysely';

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
    lag: await store.countAfter(position),
    updatedAt: row ? new Date(row.updated_at).toISOString() : null,
  };
}
