import { randomBytes } from 'node:crypto';
import { createDatabase, createLogger, type Database, migrateToLatest } from '@shop/core';
import { createTestDatabase, type TestDatabase } from '@shop/core/testing';
import { Redis } from 'ioredis';
import { type Kysely, sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage, MailTransport } from '../mail/mail-transport.js';
import { createOutboxMailTransport } from '../mail/outbox-mail-transport.js';
import {
  createQueueConnection,
  type JobQueueEvents,
  type QueueConnection,
} from '../queues/queue-connection.js';
import {
  enqueueEmail,
  type MailQueue,
  mailQueueName,
  type RetryPolicy,
  sendEmailJobId,
  sendEmailJobName,
} from './send-email.job.js';
import { createSendEmailProcessor } from './send-email.processor.js';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const fastRetry: RetryPolicy = { attempts: 5, backoff: { type: 'exponential', delay: 20 } };
const finishWithin = 20_000;

const backends = [
  // The Redis server is shared, so these queues live under their own key prefix.
  { name: 'Redis', kind: 'redis', config: { REDIS_URL: redisUrl }, namespace: `test-${hex()}` },
  // A fresh database per run, so BullMQ's default schema is free.
  { name: 'PostgreSQL', kind: 'postgres', config: {}, namespace: undefined },
] as const;

describe.each(backends)('the send-email job on $name', ({ kind, config, namespace }) => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  let connection: QueueConnection;
  let queue: MailQueue;
  let events: JobQueueEvents;
  let transport: FlakyTransport;
  // Checked after each test only: dropping the database also breaks connections pg is closing.
  const errors: Error[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('workers_test');
    db = createDatabase(database.url);
    await migrateToLatest(db);
    transport = failingFirstAttempt(
      createOutboxMailTransport(db, createLogger('workers', 'silent')),
    );
    connection = createQueueConnection(config, database.url, {
      namespace,
      onError: (error) => errors.push(error),
    });
    queue = connection.queue(mailQueueName);
    events = connection.queueEvents(mailQueueName);
    const worker = connection.worker(mailQueueName, createSendEmailProcessor(transport));
    await Promise.all([queue.waitUntilReady(), events.waitUntilReady(), worker.waitUntilReady()]);
  });

  afterEach(() => {
    expect(errors).toEqual([]);
  });

  afterAll(async () => {
    await queue?.obliterate({ force: true });
    await connection?.close();
    await db?.destroy();
    await database?.drop();
  });

  it('runs on the backend the config selects', () => {
    expect(connection.kind).toBe(kind);
  });

  it('delivers a mail once, on the second attempt after a failure', async () => {
    const message = mail();

    const job = await enqueueEmail(queue, message, fastRetry);
    await job.waitUntilFinished(events, finishWithin);

    const finished = await queue.getJob(sendEmailJobId(message.id));
    expect(await finished?.getState()).toBe('completed');
    expect(finished?.attemptsMade).toBe(2);
    expect(await storedAttempts(sendEmailJobId(message.id))).toBe(2);
    expect(transport.attempts(message.id)).toBe(2);
    expect(await outbox(db, message.id)).toEqual([
      { recipient: message.to, subject: message.subject, text_body: message.text, html_body: null },
    ]);
  });

  it('makes one job and one mail of a message enqueued twice', async () => {
    const message = { ...mail(), html: '<p>Twice</p>' };

    const [first, second] = await Promise.all([
      enqueueEmail(queue, message, fastRetry),
      enqueueEmail(queue, message, fastRetry),
    ]);
    expect(second.id).toBe(first.id);
    await first.waitUntilFinished(events, finishWithin);
    const afterCompletion = await enqueueEmail(queue, message, fastRetry);

    expect(afterCompletion.id).toBe(first.id);
    expect(await afterCompletion.getState()).toBe('completed');
    // One job: a second one would have delivered on its own first attempt, a third call.
    expect(transport.attempts(message.id)).toBe(2);
    expect(await outbox(db, message.id)).toHaveLength(1);
  });

  it('fails invalid data at once, without retrying', async () => {
    // A queue handle without the data type, standing in for a buggy or outdated producer.
    const untyped = connection.queue<unknown>(mailQueueName);
    const id = `bad-${hex()}`;

    const job = await untyped.add(
      sendEmailJobName,
      { id, to: 'not an address', subject: '' },
      { jobId: sendEmailJobId(id), ...fastRetry },
    );
    await expect(job.waitUntilFinished(events, finishWithin)).rejects.toThrow(
      /Invalid send-email data/,
    );

    const failed = await queue.getJob(sendEmailJobId(id));
    expect(await failed?.getState()).toBe('failed');
    expect(failed?.attemptsMade).toBe(1);
    expect(failed?.failedReason).toMatch(/to[\s\S]*subject/);
    expect(transport.attempts(id)).toBe(0);
  });

  /** Reads the job straight from the datastore, to prove it is the one in use. */
  async function storedAttempts(jobId: string): Promise<number | undefined> {
    if (kind === 'postgres') {
      const { rows } = await sql<{ attempts_made: number }>`
        SELECT attempts_made FROM bullmq.job WHERE queue = ${mailQueueName} AND id = ${jobId}
      `.execute(db);
      return rows[0]?.attempts_made;
    }
    const redis = new Redis(redisUrl);
    try {
      const attempts = await redis.hget(`${namespace}:${mailQueueName}:${jobId}`, 'atm');
      return attempts === null ? undefined : Number(attempts);
    } finally {
      await redis.quit();
    }
  }
});

interface FlakyTransport extends MailTransport {
  attempts(messageId: string): number;
}

/** Fails the first delivery of every message, as a briefly unreachable mail server would. */
function failingFirstAttempt(transport: MailTransport): FlakyTransport {
  const attempts = new Map<string, number>();
  return {
    attempts: (messageId) => attempts.get(messageId) ?? 0,
    async send(message) {
      const attempt = (attempts.get(message.id) ?? 0) + 1;
      attempts.set(message.id, attempt);
      if (attempt === 1) throw new Error('mail server unreachable');
      await transport.send(message);
    },
  };
}

function mail(): MailMessage {
  const id = `welcome-${hex()}`;
  return { id, to: `${id}@example.com`, subject: 'Welcome', text: 'Hello!' };
}

function outbox(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('mail_outbox')
    .select(['recipient', 'subject', 'text_body', 'html_body'])
    .where('id', '=', id)
    .execute();
}

function hex(): string {
  return randomBytes(6).toString('hex');
}
