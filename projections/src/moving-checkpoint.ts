import type pg from 'pg';
import { writePassedCheckpoint } from './apply-batch.js';
import type { Checkpoint } from './checkpoint.repository.js';
import { oneAtATime } from './one-at-a-time.js';
import { PassedCheckpoints } from './passed-checkpoints.js';

/**
 * A runner's checkpoint as its batches move it. Each move (a batch's transaction) and each
 * deferred write of passes (`PassedCheckpoints`, with the pool's other runners) take their turn
 * one after another, so no two of them move it at once and a deferred write never sees a stale
 * one. A deferred write that fails is handed to `onFailure`.
 *
 * @example
 * const moving = new MovingCheckpoint(pool, projection.name, checkpoint, fail);
 * await moving.move((from) => applyBatch(pool, projection, from, batch, failure, { deferPasses: true }));
 * await moving.close();
 */
export class MovingCheckpoint {
  #current: Checkpoint;
  readonly #inTurn = oneAtATime();
  readonly #passes: PassedCheckpoints;
  readonly #writePassed: () => void;

  constructor(pool: pg.Pool, name: string, start: Checkpoint, onFailure: (error: unknown) => void) {
    this.#current = start;
    this.#passes = PassedCheckpoints.of(pool);
    this.#writePassed = () => {
      this.#inTurn(async () => {
        this.#current = await writePassedCheckpoint(pool, name, this.#current);
      }).catch(onFailure);
    };
  }

  get current(): Checkpoint {
    return this.#current;
  }

  /** Moves it from where it is to where `move` returns, then asks for a deferred pass's write. */
  async move(move: (from: Checkpoint) => Promise<Checkpoint>): Promise<void> {
    await this.#inTurn(async () => {
      this.#current = await move(this.#current);
    });
    if (this.#current.written) this.#passes.whenDue(this.#writePassed);
  }

  /** No more deferred writes; waits for the one under way. A pass not stored is read again. */
  async close(): Promise<void> {
    this.#passes.notDue(this.#writePassed);
    await this.#inTurn(async () => {});
  }
}
