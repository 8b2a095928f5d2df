import { foreground } from '@shop/core';
import { testEvents, uniqueStream } from '@shop/core/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deleteCheckpoint } from './checkpoint.repository.js';
import { eventLogProjection } from './event-log.projection.js';
import { ProjectionRunner } from './projection-runner.js';
import { createProjectionTestKit, type ProjectionTestKit } from './projection-test-kit.js';
import { sleep } from './sleep.js';
import { waitForProjection } from './wait-for-projection.js';

/** A burst of requests in flight, as the server counts them, until the answer is called. */
function burst(): () => void {
  const answered = Array.from({ length: foreground.busyAt }, () => foreground.enter());
  return () => {
    for (const done of answered) done();
  };
}

describe('projections during a burst of requests (foreground)', () => {
  let kit: ProjectionTestKit;
  let runner: ProjectionRunner;
  beforeAll(async () => {
    kit = await createProjectionTestKit();
  });
  afterAll(() => kit.close());
  beforeEach(async () => {
    await runner?.stop();
    await kit.db.transaction().execute(async (trx) => {
      await sql`TRUNCATE event_log`.execute(trx);
      await deleteCheckpoint(trx, eventLogProjection.name);
    });
    await sql`TRUNCATE events`.execute(kit.db);
    runner = new ProjectionRunner({ ...kit, projection: eventLogProjection });
    runner.start();
    const first = await kit.store.append(uniqueStream('cart'), testEvents(1), {
      expectedRevision: 'no_stream',
    });
    await waitForProjection(kit.db, 'event_log', first.position);
  });
  afterAll(() => runner?.stop());

  const logged = async () =>
    Number(
      (
        await kit.db
          .selectFrom('event_log')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  it('applies a new event only once the burst has passed', async () => {
    const answer = burst();
    try {
      await kit.store.append(uniqueStream('cart'), testEvents(1), {
        expectedRevision: 'no_stream',
      });
      await sleep(foreground.maxDeferMs / 3);
      expect(await logged()).toBe(1);
    } finally {
      answer();
    }
    for (let tries = 0; tries < 100 && (await logged()) < 2; tries++) await sleep(20);
    expect(await logged()).toBe(2);
  });

  it('applies it anyway after maxDeferMs under a burst that does not pass', async () => {
    const answer = burst();
    try {
      await kit.store.append(uniqueStream('cart'), testEvents(1), {
        expectedRevision: 'no_stream',
      });
      for (let tries = 0; tries < 250 && (await logged()) < 2; tries++) await sleep(20);
      expect(await logged()).toBe(2);
    } finally {
      answer();
    }
  });

  it('does not hold back the projection a request of the burst waits for', async () => {
    const answer = burst();
    try {
      const { position } = await kit.store.append(uniqueStream('cart'), testEvents(1), {
        expectedRevision: 'no_stream',
      });
      const started = performance.now();
      await waitForProjection(kit.db, 'event_log', position);
      // Held back, it would have waited for the burst's full maxDeferMs.
      expect(performance.now() - started).toBeLessThan(foreground.maxDeferMs);
      expect(await logged()).toBe(2);
    } finally {
      answer();
    }
  });
});
