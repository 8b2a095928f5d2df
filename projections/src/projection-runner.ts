import type { Database, EventStore, Logger } from '@shop/core';
import { type Kysely, sql } from 'kysely';
import { applyBatch } from './apply-batch.js';
import { type Checkpoint, readCheckpoint } from './checkpoint.repository.js';
import type { Projection } from './projection.js';
import { sleep } from './sleep.js';

export interface ProjectionRunnerOptions {
  readonly store: EventStore;
  readonly db: Kysely<Database>;
  readonly projection: Projection;
  readonly logger: Logger;
  readonly batchSize?: number;
  /** How often a standby replica tries to take over. */
  readonly standbyRetryMs?: number;
}

export interface ProjectionStatus {
  readonly name: string;
  readonly leader: boolean;
  readonly eventsSeen: number;
  /** Events committed but not yet applied. */
  readonly lag: number;
}

/**
 * Follows the event store for one projection. Only the replica holding the projection's
 * advisory lock applies events; the others wait to take over.
 *
 * @example
 * const runner = new ProjectionRunner({ store, db, projection: eventLogProjection, logger });
 * runner.start();
 * // ...
 * await runner.stop();
 */
export class ProjectionRunner {
  readonly #options: ProjectionRunnerOptions;
  readonly #controller = new AbortController();
  #running: Promise<void> | null = null;
  #leader = false;

  constructor(options: ProjectionRunnerOptions) {
    this.#options = options;
  }

  get name(): string {
    return this.#options.projection.name;
  }

  start(): void {
    this.#running ??= this.#run();
  }

  async stop(): Promise<void> {
    this.#controller.abort();
    await this.#running;
  }

  async status(): Promise<ProjectionStatus> {
    const checkpoint = await readCheckpoint(this.#options.db, this.name);
    return {
      name: this.name,
      leader: this.#leader,
      eventsSeen: checkpoint.eventsSeen,
      lag: await this.#options.store.countAfter(checkpoint.position),
    };
  }

  async #run(): Promise<void> {
    const { db, logger, standbyRetryMs = 2000 } = this.#options;
    const signal = this.#controller.signal;
    let failures = 0;
    while (!signal.aborted) {
      try {
        const led = await db.connection().execute(async (connection) => {
          const { rows } = await sql<{ locked: boolean }>`
            SELECT pg_try_advisory_lock(hashtextextended(${`projection:${this.name}`}, 0)) AS locked
          `.execute(connection);
          if (!rows[0]?.locked) return false;
          this.#leader = true;
          try {
            await this.#follow();
          } finally {
            this.#leader = false;
            await sql`SELECT pg_advisory_unlock(hashtextextended(${`projection:${this.name}`}, 0))`
              .execute(connection)
              .catch(() => {});
          }
          return true;
        });
        failures = 0;
        if (!led) await sleep(standbyRetryMs, signal);
      } catch (error) {
        if (signal.aborted) break;
        failures++;
        logger.error({ err: error, projection: this.name }, 'projection runner failed; restarting');
        await sleep(Math.min(30_000, 250 * 2 ** failures), signal);
      }
    }
  }

  async #follow(): Promise<void> {
    const { store, db, projection, logger, batchSize = 1000 } = this.#options;
    const signal = this.#controller.signal;
    let checkpoint: Checkpoint = await readCheckpoint(db, projection.name);
    logger.info(
      { projection: projection.name, eventsSeen: checkpoint.eventsSeen },
      'projection leading',
    );
    for await (const batch of store.subscribeToAll({
      after: checkpoint.position,
      batchSize,
      signal,
    })) {
      checkpoint = await applyBatch(db, projection, checkpoint, batch, {
        kind: 'dead-letter',
        logger,
      });
    }
  }
}
