import {
  type BackendFactory,
  createPostgresBackend,
  createRedisBackend,
  type IQueueBackend,
  type PostgresPoolConfig,
} from 'bullmq';
import type { Redis } from 'ioredis';

/**
 * What BullMQ's `connection` option holds in this package: the datastore plus whatever that
 * datastore needs. Queue, Worker and QueueEvents are all typed against this one union, so code
 * that uses them never depends on which datastore is in use.
 */
export type BackendConnection =
  | {
      readonly kind: 'redis';
      /** For producers: commands fail after a few retries instead of hanging a request. */
      readonly producer: Redis;
      /** For workers and event listeners: BullMQ requires `maxRetriesPerRequest: null`. */
      readonly consumer: Redis;
      readonly prefix?: string;
    }
  | {
      readonly kind: 'postgres';
      readonly pool: PostgresPoolConfig;
    };

/**
 * Builds BullMQ's own backend for the datastore named in `opts.connection`. BullMQ calls it
 * once per Queue, Worker or QueueEvents; `flags` says whether that instance blocks on reads.
 *
 * @example
 * const queue = new Queue('mail', { connection }, createQueueBackend);
 */
export const createQueueBackend: BackendFactory<IQueueBackend, BackendConnection> = (
  name,
  opts,
  flags,
) => {
  const { connection } = opts;
  if (connection.kind === 'postgres') {
    return createPostgresBackend(name, { ...opts, connection: connection.pool }, flags);
  }
  const blocks = flags?.blocking === true || flags?.withBlockingConnection === true;
  return createRedisBackend(
    name,
    {
      ...opts,
      connection: blocks ? connection.consumer : connection.producer,
      ...(connection.prefix === undefined ? {} : { prefix: connection.prefix }),
    },
    flags,
  );
};
