import { allProjections, workflowsCheckpointName } from '@shop/projections';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { TestServer } from '../server-test-kit.js';

async function behind(server: Pick<TestServer, 'db' | 'store'>, name: string): Promise<number> {
  const checkpoint = await server.db
    .selectFrom('projection_checkpoints')
    .select(['commit_position', 'prepare_position'])
    .where('name', '=', name)
    .executeTakeFirst();
  if (!checkpoint) return Number.POSITIVE_INFINITY;
  return server.store.countAfter({
    commit: BigInt(checkpoint.commit_position),
    prepare: BigInt(checkpoint.prepare_position),
  });
}

/** Waits until the workflows have reacted to every event and no job is left to run. */
export async function workflowsSettled(
  server: Pick<TestServer, 'db' | 'store'>,
  timeout = 180_000,
): Promise<void> {
  await expect
    .poll(
      async () => {
        const jobs = await sql<{ open: number }>`
          SELECT count(*)::int AS open FROM bullmq.job
          WHERE state IN ('waiting', 'active', 'waiting-children')`
          .execute(server.db)
          .catch(() => ({ rows: [{ open: -1 }] }));
        return (await behind(server, workflowsCheckpointName)) === 0 && jobs.rows[0]?.open === 0;
      },
      { timeout, interval: 500 },
    )
    .toBe(true);
}

/** Waits until every projection has applied every event. */
export async function projectionsCaughtUp(
  server: Pick<TestServer, 'db' | 'store'>,
  timeout = 180_000,
): Promise<void> {
  await expect
    .poll(
      async () => {
        for (const projection of allProjections) {
          if ((await behind(server, projection.name)) > 0) return projection.name;
        }
        return 'all caught up';
      },
      { timeout, interval: 500 },
    )
    .toBe('all caught up');
}
