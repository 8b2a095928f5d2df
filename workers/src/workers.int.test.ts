import { randomBytes } from 'node:crypto';
import { createDatabase, createLogger, type Database, migrateToLatest } from '@shop/core';
import { createTestDatabase, type TestDatabase } from '@shop/core/testing';
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  maintenanceQueueName,
  purgeExpiredSessionsJobName,
} from './jobs/purge-expired-sessions.job.js';
import { enqueueEmail, mailQueueName } from './jobs/send-email.job.js';
import { createQueueConnection, type QueueConnection } from './queues/queue-connection.js';
import { startWorkers } from './workers.js';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const logger = createLogger('workers', 'warn');

const backends = [
  {
    name: 'Redis',
    config: { REDIS_URL: redisUrl },
    namespace: `test-${randomBytes(6).toString('hex')}`,
  },
  { name: 'PostgreSQL', config: {}, namespace: undefined },
] as const;

describe.each(backends)('startWorkers on $name', ({ config, namespace }) => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  /** A second connection to the same queues, as another process would see them. */
  let observer: QueueConnection;
  // Checked after each test only: dropping the database also breaks connections pg is closing.
  const errors: Error[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('workers_test');
    db = createDatabase(database.url);
    await migrateToLatest(db);
    observer = createQueueConnection(config, database.url, {
      namespace,
      onError: (error) => errors.push(error),
    });
  });

  afterEach(() => {
    expect(errors).toEqual([]);
  });

  afterAll(async () => {
    if (observer) {
      for (const name of [mailQueueName, maintenanceQueueName]) {
        await observer.queue(name).obliterate({ force: true });
      }
      await observer.close();
    }
    await db?.destroy();
    await database?.drop();
  });

  const start = () => startWorkers({ config, databaseUrl: database.url, db, logger, namespace });

  it('delivers enqueued mail to the outbox by default', async () => {
    const workers = await start();
    try {
      const events = observer.queueEvents(mailQueueName);
      await events.waitUntilReady();
      const id = `welcome-${randomBytes(6).toString('hex')}`;

      const job = await enqueueEmail(workers.queues.mail, {
        id,
        to: 'ann@example.com',
        subject: 'Welcome',
        text: 'Hello!',
      });
      await job.waitUntilFinished(events, 20_000);

      const stored = await db.selectFrom('mail_outbox').select('recipient').where('id', '=', id);
      expect(await stored.execute()).toEqual([{ recipient: 'ann@example.com' }]);
    } finally {
      await workers.close();
    }
  });

  it('keeps one hourly purge schedule across restarts', async () => {
    await (await start()).close();
    await (await start()).close();

    const maintenance = observer.queue(maintenanceQueueName);
    expect(await maintenance.getJobSchedulersCount()).toBe(1);
    expect(await maintenance.getJobScheduler(purgeExpiredSessionsJobName)).toMatchObject({
      name: purgeExpiredSessionsJobName,
      every: 60 * 60 * 1000,
    });
  });
});
