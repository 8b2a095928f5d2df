import { createDatabasePool } from '@shop/core';
import { testEvents, uniqueStream } from '@shop/core/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProjectionEventFailed } from './apply-batch.js';
import { deleteCheckpoint, readCheckpoint } from './checkpoint.repository.js';
import { eventLogProjection } from './event-log.projection.js';
import type { Projection } from './projection.js';
import { ProjectionRunner } from './projection-runner.js';
import {
  createProjectionTestKit,
  eventLogRows,
  lastOf,
  type ProjectionTestKit,
  untilReadable,
} from './projection-test-kit.js';
import { ProjectionBusy, rebuildProjection } from './rebuild.js';
import { waitForProjection } from './wait-for-projection.js';

describe('projection runner', () => {
  let kit: ProjectionTestKit;
  beforeAll(async () => {
    kit = await createProjectionTestKit();
  });
  afterAll(() => kit.close());
  beforeEach(async () => {
    await kit.db.transaction().execute(async (trx) => {
      await sql`TRUNCATE event_log`.execute(trx);
      await deleteCheckpoint(trx, eventLogProjection.name);
    });
    await sql`TRUNCATE events`.execute(kit.db);
  });

  async function appendMany(count: number, type = 'ItemAdded') {
    const results = [];
    for (let index = 0; index < count; index += 10) {
      results.push(
        await kit.store.append(
          uniqueStream('cart'),
          testEvents(Math.min(10, count - index), type),
          {
            expectedRevision: 'no_stream',
          },
        ),
      );
    }
    return lastOf(results);
  }

  it('sends an event whose handler throws to the dead-letter table and goes on', async () => {
    const poisoned: Projection = {
      ...eventLogProjection,
      async apply(context, events, firstSequence) {
        if (events.some((event) => event.type === 'Poison'))
          throw new Error('cannot digest Poison');
        await eventLogProjection.apply(context, events, firstSequence);
      },
    };
    await appendMany(2);
    await kit.store.append(uniqueStream('cart'), testEvents(1, 'Poison'), {
      expectedRevision: 'no_stream',
    });
    const last = await appendMany(2);
    const runner = new ProjectionRunner({ ...kit, projection: poisoned });
    runner.start();
    await waitForProjection(kit.db, 'event_log', last);
    await runner.stop();

    const rows = await eventLogRows(kit.db);
    expect(rows.map((row) => row.type)).toEqual([
      'ItemAdded',
      'ItemAdded',
      'ItemAdded',
      'ItemAdded',
    ]);
    expect(rows.map((row) => row.position)).toEqual([1, 2, 4, 5]);
    const dead = await kit.db.selectFrom('projection_dead_letters').selectAll().execute();
    expect(dead).toHaveLength(1);
    expect(dead[0]).toMatchObject({ projection: 'event_log', type: 'Poison', sequence: 3 });
    expect(dead[0]?.error).toContain('cannot digest Poison');
    expect((await readCheckpoint(kit.db, 'event_log')).eventsSeen).toBe(5);
  });

  it('killed mid-batch and restarted, yields the same read model as a clean rebuild', async () => {
    const last = await appendMany(300);
    const crashing = createDatabasePool(kit.url, { applicationName: 'crashing-runner' });
    let midBatch: () => void = () => {};
    const reachedMidBatch = new Promise<void>((resolve) => {
      midBatch = resolve;
    });
    let batches = 0;
    let committedBeforeCrash = 0;
    const hangsInSecondBatch: Projection = {
      ...eventLogProjection,
      async apply(context, events, firstSequence) {
        await eventLogProjection.apply(context, events, firstSequence);
        if (++batches === 1) committedBeforeCrash = events.length;
        if (batches === 2) {
          midBatch();
          // The process dies here: none of its code runs again.
          await new Promise(() => {});
        }
      },
    };
    const doomed = new ProjectionRunner({
      ...kit,
      pool: crashing,
      projection: hangsInSecondBatch,
      batchSize: 100,
      standbyRetryMs: 60_000,
    });
    doomed.start();
    await reachedMidBatch;
    // With the process gone, the server drops its connections and rolls back the open batch.
    await sql`SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity
              WHERE application_name = 'crashing-runner'`.execute(kit.db);
    expect((await readCheckpoint(kit.db, 'event_log')).eventsSeen).toBe(committedBeforeCrash);
    expect(await eventLogRows(kit.db)).toHaveLength(committedBeforeCrash);

    const restarted = new ProjectionRunner({
      ...kit,
      projection: eventLogProjection,
      batchSize: 100,
    });
    restarted.start();
    await waitForProjection(kit.db, 'event_log', last);
    await restarted.stop();
    const afterRestart = await eventLogRows(kit.db);

    const replayed = await rebuildProjection({ ...kit, projection: eventLogProjection });
    const afterRebuild = await eventLogRows(kit.db);
    expect(replayed).toBe(300);
    expect(afterRestart).toHaveLength(300);
    expect(afterRestart.map((row) => row.position)).toEqual(
      Array.from({ length: 300 }, (_, index) => index + 1),
    );
    expect(afterRestart).toEqual(afterRebuild);
  });

  it('lets only one of two replicas apply a projection, and the other take over when it stops', async () => {
    const first = new ProjectionRunner({
      ...kit,
      projection: eventLogProjection,
      standbyRetryMs: 50,
    });
    const second = new ProjectionRunner({
      ...kit,
      projection: eventLogProjection,
      standbyRetryMs: 50,
    });
    first.start();
    second.start();
    const last = await appendMany(40);
    await waitForProjection(kit.db, 'event_log', last);
    const statuses = await Promise.all([first.status(), second.status()]);
    expect(statuses.filter((status) => status.leader)).toHaveLength(1);

    const [leader, standby] = statuses[0]?.leader ? [first, second] : [second, first];
    await leader.stop();
    const more = await appendMany(10);
    await waitForProjection(kit.db, 'event_log', more);
    expect((await standby.status()).leader).toBe(true);
    expect((await standby.status()).lag).toBe(0);
    await standby.stop();

    const rows = await eventLogRows(kit.db);
    expect(rows).toHaveLength(50);
    expect(await kit.db.selectFrom('projection_dead_letters').selectAll().execute()).toEqual([]);
  });

  it('refuses to rebuild while a runner applies the projection, and fails loudly on a handler error', async () => {
    await appendMany(3);
    await untilReadable(kit.store, 3);
    const runner = new ProjectionRunner({ ...kit, projection: eventLogProjection });
    runner.start();
    await waitForProjection(kit.db, 'event_log', lastOf(await kit.store.readAll({ limit: 3 })));
    await expect(
      rebuildProjection({ ...kit, projection: eventLogProjection }),
    ).rejects.toBeInstanceOf(ProjectionBusy);
    await runner.stop();

    await kit.store.append(uniqueStream('cart'), testEvents(1, 'Poison'), {
      expectedRevision: 'no_stream',
    });
    await untilReadable(kit.store, 4);
    const failing: Projection = {
      ...eventLogProjection,
      async apply(context, events, firstSequence) {
        if (events.some((event) => event.type === 'Poison'))
          throw new Error('cannot digest Poison');
        await eventLogProjection.apply(context, events, firstSequence);
      },
    };
    const failure = await rebuildProjection({ ...kit, projection: failing }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ProjectionEventFailed);
    expect((failure as Error).message).toMatch(
      /^Projection event_log failed on event Poison [0-9a-f-]{36} \(cart-.* revision 0\): cannot digest Poison$/,
    );
  });
});
