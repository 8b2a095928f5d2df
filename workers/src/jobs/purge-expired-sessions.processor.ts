import type { Database } from '@shop/core';
import { type Kysely, sql } from 'kysely';
import type { PurgeExpiredSessionsResult } from './purge-expired-sessions.job.js';

/**
 * Deletes sessions that expired, and sessions revoked more than a day ago. Times come from
 * the database clock, so a worker host with a skewed clock cannot purge live sessions.
 *
 * @example
 * connection.worker(maintenanceQueueName, createPurgeExpiredSessionsProcessor(db));
 */
export function createPurgeExpiredSessionsProcessor(db: Kysely<Database>) {
  return async function purgeExpiredSessions(): Promise<PurgeExpiredSessionsResult> {
    const result = await db
      .deleteFrom('sessions')
      .where((eb) =>
        eb.or([
          eb('expires_at', '<=', sql<Date>`now()`),
          eb('revoked_at', '<', sql<Date>`now() - interval '1 day'`),
        ]),
      )
      .executeTakeFirst();
    return { deleted: Number(result.numDeletedRows) };
  };
}
