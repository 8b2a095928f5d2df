import { createDatabase, createLogger, type Database, migrateToLatest } from '@shop/core';
import { createTestDatabase, type TestDatabase } from '@shop/core/testing';
import { type StartedWorkers, startWorkers } from '@shop/workers';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueuedMail } from './enqueued-mail.js';

/** The wiring `npm start` uses: the server queues mail, the workers store it in the outbox. */
describe('mail sent by the server', () => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  let workers: StartedWorkers;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDatabase(database.url);
    await migrateToLatest(db);
    workers = await startWorkers({
      config: {},
      databaseUrl: database.url,
      db,
      logger: createLogger('workers', 'silent'),
    });
  });
  afterAll(async () => {
    await workers?.close();
    await db?.destroy();
    await database?.drop();
  });

  it('reaches the local outbox once, however often it is sent, before and after delivery', async () => {
    const mail = enqueuedMail(workers.queues.mail);
    const message = { id: 'password-reset-1', to: 'ann@example.com', subject: 'Hi', text: 'Hello' };
    const outbox = () => db.selectFrom('mail_outbox').select('recipient').execute();

    await mail.send(message);
    await mail.send(message);
    await queueDrained();
    expect(await outbox()).toEqual([{ recipient: 'ann@example.com' }]);

    // Sent again once the first copy was delivered and its job is gone: still one mail.
    await mail.send(message);
    await queueDrained();
    expect(await outbox()).toEqual([{ recipient: 'ann@example.com' }]);

    const other = { ...message, id: 'password-reset-2', to: 'bea@example.com' };
    await mail.send(other);
    await queueDrained();
    expect((await outbox()).map((row) => row.recipient).sort()).toEqual([
      'ann@example.com',
      'bea@example.com',
    ]);
  });

  /** Resolves when no mail job waits, runs or is held back: every send has had its effect. */
  async function queueDrained(timeoutMs = 20_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const counts = await workers.queues.mail.getJobCounts(
        'waiting',
        'active',
        'delayed',
        'prioritized',
      );
      if (Object.values(counts).every((count) => count === 0)) return;
      if (Date.now() > deadline)
        throw new Error(`the mail queue did not drain: ${JSON.stringify(counts)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
});
