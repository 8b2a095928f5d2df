import {
  createDatabase,
  type Database,
  type EventStore,
  foreground,
  type Logger,
} from '@shop/core';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { applyBatch, readsAny } from './apply-batch.js';
import { type Checkpoint, readCheckpoint } from './checkpoint.repository.js';
import { MovingCheckpoint } from './moving-checkpoint.js';
import type { Projection } from './projection.js';
import { followReactingAhead } from './react-ahead.js';
import { sleep } from './sleep.js';

export interface ProjectionRunnerOptions {
  readonly store: EventStore;
  /** The read-model database; the runner holds one of its connections while it leads. */
  readonly pool: pg.Pool;
  readonly projection: Projection;
  readonly logger: Logger;
  readonly batchSize?: number;
  /** How often a standby replica tries to take over. */
  readonly standbyRetryMs?: number;
  /** Called once a batch with events of this projection has committed (its rows changed). */
  readonly onApplied?: (projection: Projection) => void;
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
 * const runner = new ProjectionRunner({ store, pool, projection: eventLogProjection, logger });
 * runner.start();
 * // ...
 * await runner.stop();
 */
export class ProjectionRunner {
  readonly #options: ProjectionRunnerOptions;
  /** Shares the caller's pool, which the caller ends. */
  readonly #db: Kysely<Database>;
  readonly #controller = new AbortController();
  #running: Promise<void> | null = null;
  #leader = false;

  constructor(options: ProjectionRunnerOptions) {
    this.#options = options;
    this.#db = createDatabase(options.pool);
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
    const checkpoint = await readCheckpoint(this.#db, this.name);
    return {
      name: this.name,
      leader: this.#leader,
      eventsSeen: checkpoint.eventsSeen,
      lag: await this.#options.store.countAfter(checkpoint.position),
    };
  }

  async #run(): Promise<void> {
    const { pool, logger, standbyRetryMs = 2000 } = this.#options;
    const signal = this.#controller.signal;
    const lockKey = `projection:${this.name}`;
    let failures = 0;
    while (!signal.aborted) {
      try {
        // A session advisory lock, held on a connection of its own for as long as this leads.
        const lockClient = await pool.connect();
        let led = false;
        try {
          const { rows } = await lockClient.query<{ locked: boolean }>(
            'SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked',
            [lockKey],
          );
          led = rows[0]?.locked === true;
          if (led) {
            this.#leader = true;
            await this.#follow();
          }
        } finally {
          this.#leader = false;
          if (led) {
            await lockClient
              .query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [lockKey])
              .catch(() => {});
          }
          lockClient.release();
        }
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
    const { store, pool, projection, logger, batchSize = 1000 } = this.#options;
    const signal = this.#controller.signal;
    const checkpoint: Checkpoint = await readCheckpoint(this.#db, projection.name);
    logger.info(
      { projection: projection.name, eventsSeen: checkpoint.eventsSeen },
      'projection leading',
    );
    if (projection.react && (projection.reactAhead ?? 1) > 1) {
      // Reading stops when the runner stops or a reaction fails.
      const reading = new AbortController();
      const stop = () => reading.abort();
      signal.addEventListener('abort', stop, { once: true });
      try {
        await followReactingAhead(
          store.subscribeToAll({ after: checkpoint.position, batchSize, signal: reading.signal }),
          { pool, projection, logger, checkpoint, stopReading: stop },
        );
      } finally {
        signal.removeEventListener('abort', stop);
      }
      return;
    }
    const dead = { kind: 'dead-letter', logger } as const;
    let failed: unknown = null;
    const moving = new MovingCheckpoint(pool, projection.name, checkpoint, (error) => {
      failed = error;
    });
    try {
      for await (const batch of store.subscribeToAll({
        after: checkpoint.position,
        batchSize,
        signal,
      })) {
        if (failed) throw failed;
        // After the shoppers' requests of a burst (see `foreground`).
        await foreground.turn();
        if (projection.react) await projection.react(batch);
        await moving.move((from) =>
          applyBatch(pool, projection, from, batch, dead, { deferPasses: true }),
        );
        const { onApplied } = this.#options;
        if (onApplied && readsAny(projection, batch)) onApplied(projection);
      }
    } finally {
      await moving.close();
    }
  }
}
