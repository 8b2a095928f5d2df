import {
  createDatabase,
  createDatabasePool,
  createLogger,
  type Database,
  migrateToLatest,
  PostgresEventStore,
} from '@shop/core';
import { createTestDatabase, type TestDatabase, testEvents } from '@shop/core/testing';
import {
  ProjectionRunner,
  type Reaction,
  requestWorkflowRetry,
  type Workflow,
  workflowsProjection,
} from '@shop/projections';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkflowRetries } from './workflow-retries.js';

/**
 * A step that keeps failing is retried with backoff, then shown to staff, and the runner goes
 * on with the rest; a staff retry runs it again and, once it succeeds, the failure is resolved.
 */
describe('failed workflow steps', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let db: Kysely<Database>;
  let store: PostgresEventStore;
  const logger = createLogger('test', 'silent');
  let broken = true;
  const ran: string[] = [];

  const step: Reaction = {
    step: 'fragile-step',
    async run(event) {
      if (broken && event.type === 'Fragile') throw new Error('The far side is down');
      ran.push(`${event.type}-${(event.data as { index: number }).index}`);
    },
  };
  const workflow: Workflow = {
    name: 'test-workflow',
    reactionsTo: (event) => (event.type === 'Fragile' || event.type === 'Sturdy' ? [step] : []),
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = createDatabasePool(database.url, { poolSize: 6 });
    db = createDatabase(pool);
    await migrateToLatest(db);
    store = await PostgresEventStore.connect({ connectionString: database.url, poolSize: 3 });
  });
  afterAll(async () => {
    await store?.close();
    await db?.destroy();
    await database?.drop();
  });

  it('records the failure for staff, goes on, and resolves it on a retry', async () => {
    const runner = new ProjectionRunner({
      store,
      pool,
      projection: workflowsProjection([workflow], { db, logger, attempts: 3, backoffMs: 10 }),
      logger,
    });
    runner.start();
    const retries = startWorkflowRetries(
      { db, store, logger, workflows: [workflow], queues: new Map() },
      { everyMs: 50 },
    );
    try {
      await store.append('test-a', testEvents(1, 'Fragile'), { expectedRevision: 'no_stream' });
      await store.append('test-b', testEvents(1, 'Sturdy'), { expectedRevision: 'no_stream' });

      const failures = () => db.selectFrom('workflow_failures').selectAll().execute();
      await expect.poll(async () => (await failures()).length).toBe(1);
      const [failure] = await failures();
      expect(failure).toMatchObject({
        workflow: 'test-workflow',
        step: 'fragile-step',
        attempts: 3,
        resolved_at: null,
      });
      expect(failure?.error).toContain('The far side is down');
      // The other stream's step did not wait for the broken one.
      await expect.poll(() => ran).toContain('Sturdy-0');

      // A retry while it is still broken records it again and leaves it open.
      await requestWorkflowRetry(db, Number(failure?.id), 'staff-1');
      await expect.poll(async () => (await failures())[0]?.attempts).toBe(1);
      expect((await failures())[0]).toMatchObject({ resolved_at: null, retry_requested_at: null });

      broken = false;
      await requestWorkflowRetry(db, Number(failure?.id), 'staff-1');
      await expect.poll(async () => (await failures())[0]?.resolved_at).not.toBeNull();
      expect(ran).toContain('Fragile-0');
    } finally {
      await retries.close();
      await runner.stop();
    }
  });
});
