import { type Config, foreground, idleConnectionMs } from '@shop/core';
import {
  DEFAULT_SCHEMA,
  type IQueueBackend,
  type JobProgress,
  type Processor,
  Queue,
  QueueEvents,
  type QueueEventsOptions,
  type QueueOptions,
  Worker,
  type WorkerOptions,
} from 'bullmq';
import { Redis } from 'ioredis';
import { type BackendConnection, createQueueBackend } from './queue-backend.js';
import { planStateFiltersPerCall } from './queue-plans.js';

export type JobQueue<Data, Result = void, Name extends string = string> = Queue<
  Data,
  Result,
  Name,
  Data,
  Result,
  Name,
  IQueueBackend,
  BackendConnection
>;

export type JobWorker<Data = unknown, Result = void, Name extends string = string> = Worker<
  Data,
  Result,
  Name,
  IQueueBackend,
  JobProgress,
  BackendConnection
>;

export type JobQueueEvents = QueueEvents<unknown, IQueueBackend, BackendConnection>;

/** BullMQ options minus what the connection decides. */
type Settings<Options> = Omit<Options, 'connection' | 'prefix'>;

/** Queues, workers and event listeners on one datastore, whichever it is. */
export interface QueueConnection {
  readonly kind: BackendConnection['kind'];
  /** Where the queues live, without credentials, for the startup log. */
  readonly description: string;
  queue<Data, Result = void, Name extends string = string>(
    name: string,
    options?: Settings<QueueOptions>,
  ): JobQueue<Data, Result, Name>;
  worker<Data, Result = void, Name extends string = string>(
    name: string,
    processor: Processor<Data, Result, Name>,
    options?: Settings<WorkerOptions>,
  ): JobWorker<Data, Result, Name>;
  queueEvents(name: string, options?: Settings<QueueEventsOptions>): JobQueueEvents;
  /**
   * Closes workers first (they finish their active jobs), then event listeners and queues,
   * then the connections this object opened.
   */
  close(): Promise<void>;
  /**
   * Resolves once the datastore is prepared: on PostgreSQL, BullMQ's schema migrated and its
   * state-filtered statements planned per call (`queue-plans.ts`). Queues and workers work
   * before (BullMQ migrates on its own); this only says the tuning is done.
   */
  prepared(): Promise<void>;
}

export interface QueueConnectionOptions {
  /** Redis key prefix or PostgreSQL schema; tests pass their own to stay apart. */
  readonly namespace?: string;
  /**
   * Receives connection errors from every queue, worker and event listener made here, e.g.
   * `(error, source) => logger.error({ err: error, source }, 'queue error')`. BullMQ writes
   * errors nobody listens to on stderr.
   */
  readonly onError?: (error: Error, source: string) => void;
}

/**
 * Redis when `REDIS_URL` is set, otherwise BullMQ's PostgreSQL backend in its own schema of
 * `databaseUrl` (passed explicitly: it may be an embedded server's, absent from the config).
 *
 * @example
 * const queues = createQueueConnection(config, databaseUrl);
 * const mail = queues.queue<MailMessage>('mail');
 * await mail.add('send-email', data, { jobId: 'email-42' });
 * await queues.close();
 */
export function createQueueConnection(
  config: Pick<Config, 'REDIS_URL'>,
  databaseUrl: string,
  { namespace, onError }: QueueConnectionOptions = {},
): QueueConnection {
  const connection = config.REDIS_URL
    ? redisConnection(config.REDIS_URL, namespace)
    : postgresConnection(databaseUrl, namespace);
  const workers: Closable[] = [];
  // Queues and event listeners, closed after the workers: a running job may enqueue more.
  const others: Closable[] = [];
  const keep = <T extends Closable & ErrorSource>(made: T, source: string, list: Closable[]) => {
    list.push(made);
    if (onError) made.on('error', (error) => onError(error, source));
    return made;
  };
  let closing: Promise<void> | undefined;
  const prepared =
    connection.kind === 'postgres'
      ? planStateFiltersPerCall(databaseUrl, connection.pool.schema ?? DEFAULT_SCHEMA).catch(
          (error: Error) => {
            // Slower statements, not lost jobs: said, and the queues go on.
            onError?.(error, 'query plans');
          },
        )
      : Promise.resolve();

  return {
    kind: connection.kind,
    description: describeBackend(connection, config.REDIS_URL ?? databaseUrl),
    queue<Data, Result, Name extends string>(name: string, options?: Settings<QueueOptions>) {
      const queue: JobQueue<Data, Result, Name> = new Queue(
        name,
        { ...options, connection },
        createQueueBackend,
      );
      return keep(queue, `queue ${name}`, others);
    },
    worker<Data, Result, Name extends string>(
      name: string,
      processor: Processor<Data, Result, Name>,
      options?: Settings<WorkerOptions>,
    ) {
      const worker: JobWorker<Data, Result, Name> = new Worker(
        name,
        // Each job after the shoppers' requests of a burst in this process (see `foreground`).
        async (job, token, signal) => {
          await foreground.turn();
          return processor(job, token, signal);
        },
        { ...options, connection },
        createQueueBackend,
      );
      return keep(worker, `worker ${name}`, workers);
    },
    queueEvents(name, options) {
      const events = new QueueEvents(name, { ...options, connection }, createQueueBackend);
      return keep(events, `queue events ${name}`, others);
    },
    prepared: () => prepared,
    close() {
      closing ??= (async () => {
        await prepared;
        await Promise.all(workers.map((worker) => worker.close()));
        await Promise.all(others.map((other) => other.close()));
        if (connection.kind === 'redis') {
          await Promise.all([connection.producer.quit(), connection.consumer.quit()]);
        }
      })();
      return closing;
    },
  };
}

interface Closable {
  close(): Promise<void>;
}

interface ErrorSource {
  on(event: 'error', listener: (error: Error) => void): unknown;
}

function redisConnection(url: string, prefix: string | undefined): BackendConnection {
  return {
    kind: 'redis',
    producer: new Redis(url),
    consumer: new Redis(url, { maxRetriesPerRequest: null }),
    ...(prefix === undefined ? {} : { prefix }),
  };
}

function postgresConnection(url: string, schema = DEFAULT_SCHEMA): BackendConnection {
  // Every Queue, Worker and QueueEvents gets its own small pool plus one LISTEN connection;
  // a few connections each is plenty for BullMQ's short statements.
  return {
    kind: 'postgres',
    pool: {
      connectionString: url,
      schema,
      migrate: true,
      max: 3,
      idleTimeoutMillis: idleConnectionMs,
      application_name: 'shop-queues',
    },
  };
}

function describeBackend(connection: BackendConnection, url: string): string {
  const { host, pathname } = new URL(url);
  return connection.kind === 'redis'
    ? `BullMQ on Redis at ${host}`
    : `BullMQ on PostgreSQL, schema "${connection.pool.schema}" in ${host}${pathname}`;
}
