import type { Database } from '@shop/core';
import type { Kysely } from 'kysely';

export type SyncKind = 'listings' | 'orders';

/**
 * What the seller sees of a sync: running or not, how far it got, when it last ran and the last
 * error. Written by the sync jobs as they go.
 */
export function syncProgress(db: Kysely<Database>, sellerId: string, kind: SyncKind) {
  return {
    async start(total: number): Promise<void> {
      const now = new Date();
      await db
        .insertInto('taobao_syncs')
        .values({
          seller_id: sellerId,
          kind,
          running: true,
          done: 0,
          total,
          failed: 0,
          started_at: now,
        })
        .onConflict((conflict) =>
          conflict
            .columns(['seller_id', 'kind'])
            .doUpdateSet({ running: true, done: 0, total, failed: 0, started_at: now }),
        )
        .execute();
    },
    async advance(done: number, failed: number, total?: number): Promise<void> {
      await db
        .updateTable('taobao_syncs')
        .set({ done, failed, ...(total !== undefined && { total }) })
        .where('seller_id', '=', sellerId)
        .where('kind', '=', kind)
        .execute();
    },
    async finish(outcome: {
      failed: number;
      lastError: string | null;
      cursor?: Date;
    }): Promise<void> {
      await db
        .updateTable('taobao_syncs')
        .set({
          running: false,
          failed: outcome.failed,
          finished_at: new Date(),
          // The last error stays shown until a run ends without one.
          last_error: outcome.lastError,
          ...(outcome.cursor && { cursor: outcome.cursor }),
        })
        .where('seller_id', '=', sellerId)
        .where('kind', '=', kind)
        .execute();
    },
    async stop(error: string): Promise<void> {
      await db
        .updateTable('taobao_syncs')
        .set({ running: false, last_error: error, finished_at: new Date() })
        .where('seller_id', '=', sellerId)
        .where('kind', '=', kind)
        .execute();
    },
    async cursor(): Promise<Date | null> {
      const row = await db
        .selectFrom('taobao_syncs')
        .select('cursor')
        .where('seller_id', '=', sellerId)
        .where('kind', '=', kind)
        .executeTakeFirst();
      return row?.cursor ? new Date(row.cursor) : null;
    },
  };
}

export type SyncProgress = ReturnType<typeof syncProgress>;
