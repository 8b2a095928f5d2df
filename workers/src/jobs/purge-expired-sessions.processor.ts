import type { Database } from '@shop/core';
import { type Kysely, sql } from 'kysely';
import type { PurgeExpiredSessionsResult } from './purge-expired-sessions.job.js';

/**
 * Deletes sessions that expired, and sessions revoked more than a day ago; with them the
 * rate-limit counters and password-reset records that can no longer matter. Times come from
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
    // Rate-limit windows last an hour at most, reset links an hour, the reset rate limit a minute.
    await db
      .deleteFrom('rate_limits')
      .where(
        'expire',
        '<',
        sql<number>`(extract(epoch FROM now() - interval '1 day') * 1000)::bigint`,
      )
      .execute();
    await db
      .deleteFrom('password_reset_tokens')
      .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
      .execute();
    await db
      .deleteFrom('password_reset_requests')
      .where('requested_at', '<', sql<Date>`now() - interval '1 day'`)
      .execute();
    return { deleted: Number(result.numDeletedRows) };
  };
}
