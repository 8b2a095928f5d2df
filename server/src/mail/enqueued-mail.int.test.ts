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

  it('reaches the local outbox once, however often it is sent', async () => {
    const mail = enqueuedMail(workers.queues.mail);
    const message = { id: 'password-reset-1', to: 'ann@example.com', subject: 'Hi', text: 'Hello' };
    await mail.send(message);
    await mail.send(message);

    const deadline = Date.now() + 20_000;
    let rows: { recipient: string }[] = [];
    while (rows.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      rows = await db.selectFrom('mail_outbox').select('recipient').execute();
    }
    expect(rows).toEqual([{ recipient: 'ann@example.com' }]);
  });
});
