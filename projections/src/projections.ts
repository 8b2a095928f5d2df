import type { EventStore, Logger } from '@shop/core';
import type pg from 'pg';
import { allProjections } from './all-projections.js';
import type { Projection } from './projection.js';
import { ProjectionRunner, type ProjectionStatus } from './projection-runner.js';

export interface RunningProjections {
  status(): Promise<ProjectionStatus[]>;
  close(): Promise<void>;
}

/**
 * Starts one runner per projection.
 *
 * @example
 * const projections = startProjections({ store, pool, logger });
 * process.once('SIGTERM', () => projections.close());
 */
export function startProjections({
  store,
  pool,
  logger,
  projections = allProjections,
  onApplied,
}: {
  store: EventStore;
  /** Each runner holds one connection of it while leading: size it for that. */
  pool: pg.Pool;
  logger: Logger;
  projections?: readonly Projection[];
  /** Told of each committed batch that changed a projection's rows (e.g. to drop caches). */
  onApplied?: (projection: Projection) => void;
}): RunningProjections {
  const runners = projections.map(
    (projection) =>
      new ProjectionRunner({ store, pool, projection, logger, ...(onApplied && { onApplied }) }),
  );
  for (const runner of runners) runner.start();
  return {
    status: () => Promise.all(runners.map((runner) => runner.status())),
    close: async () => {
      await Promise.all(runners.map((runner) => runner.stop()));
    },
  };
}
