import type { Database } from '@shop/core';
import { type Kysely, sql } from 'kysely';
import type { PurgeExpiredSessionsResult } from './purge-expired-sessions.job.js';

/**
 * Deletes sessions that expired, and sessions revoked more than a day ago; with them the
 * sign-in throttling and password-reset records that can no longer matter. Times come from
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
    // Throttling windows last 15 minutes, reset links an hour, the reset rate limit a minute.
    await db
      .deleteFrom('login_attempts')
      .where('window_started_at', '<', sql<Date>`now() - interval '1 day'`)
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
