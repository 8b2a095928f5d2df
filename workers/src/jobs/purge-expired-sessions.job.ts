import type { JobQueue } from '../queues/queue-connection.js';

export const maintenanceQueueName = 'maintenance';
export const purgeExpiredSessionsJobName = 'purge-expired-sessions';

export interface PurgeExpiredSessionsResult {
  readonly deleted: number;
}

export type MaintenanceQueue = JobQueue<
  Record<string, never>,
  PurgeExpiredSessionsResult,
  typeof purgeExpiredSessionsJobName
>;

const hour = 60 * 60 * 1000;

/**
 * Upserted at every start: the scheduler id makes it a single schedule however many workers
 * run, and a changed interval replaces the old one.
 */
export async function schedulePurgeExpiredSessions(queue: MaintenanceQueue): Promise<void> {
  await queue.upsertJobScheduler(
    purgeExpiredSessionsJobName,
    { every: hour },
    {
      name: purgeExpiredSessionsJobName,
      opts: { removeOnComplete: { count: 48 }, removeOnFail: { count: 100 } },
    },
  );
}
