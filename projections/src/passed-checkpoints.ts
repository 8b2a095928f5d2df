import type pg from 'pg';
import type { Checkpoint } from './checkpoint.repository.js';
import { type CheckpointPass, passCheckpoints } from './checkpoint-moves.js';

/** One pass waiting to go, with its caller's promise. */
interface Waiting extends CheckpointPass {
  resolve(): void;
  reject(error: unknown): void;
}

/** One per pool: the runners sharing a pool share its ticks and statements. */
const byPool = new WeakMap<pg.Pool, PassedCheckpoints>();

/**
 * Stores the checkpoints that runners moved past batches with nothing for them only in memory
 * (see `applyBatch`'s `deferPasses`), for all the runners of a pool together: at one tick,
 * `delayMs` after the first runner asked, each runner with a pass to store is called, and the
 * passes they hand over in that turn go as one statement. Each runner storing its own every
 * 100 ms, a busy shop's dozen runners sent a sixth of the statements an add to cart cost
 * (bench/README.md). A statement that fails (one runner's checkpoint moved by another runner)
 * is sent again pass by pass, so each runner hears of its own outcome only.
 */
export class PassedCheckpoints {
  /** How long a pass waits to be stored, at most, once a runner asked. */
  static readonly delayMs = 100;

  static of(pool: pg.Pool): PassedCheckpoints {
    let passes = byPool.get(pool);
    if (!passes) {
      passes = new PassedCheckpoints(pool);
      byPool.set(pool, passes);
    }
    return passes;
  }

  readonly #due = new Set<() => void>();
  #tick: NodeJS.Timeout | null = null;
  #waiting: Waiting[] = [];

  constructor(
    private readonly pool: pg.Pool,
    private readonly delayMs = PassedCheckpoints.delayMs,
  ) {}

  /**
   * Calls `store` at the next tick (once, however often asked before it); `store` then hands
   * its pass to `move`.
   */
  whenDue(store: () => void): void {
    this.#due.add(store);
    this.#tick ??= setTimeout(() => {
      this.#tick = null;
      const due = [...this.#due];
      this.#due.clear();
      for (const call of due) call();
    }, this.delayMs);
  }

  /** Takes back a call asked for with `whenDue` (a runner that stops). */
  notDue(store: () => void): void {
    this.#due.delete(store);
  }

  /** Stores `name`'s checkpoint moved from `from` to `to`, with the other passes of this turn. */
  move(name: string, from: Checkpoint, to: Checkpoint): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.#waiting.length === 0) setImmediate(() => this.#send());
      this.#waiting.push({ name, from, to, resolve, reject });
    });
  }

  async #send(): Promise<void> {
    const waiting = this.#waiting;
    this.#waiting = [];
    if (waiting.length > 1) {
      try {
        await passCheckpoints(this.pool, waiting);
        for (const pass of waiting) pass.resolve();
        return;
      } catch {
        // Nothing of it was stored: each on its own tells its runner what happened.
      }
    }
    await Promise.all(
      waiting.map((pass) => passCheckpoints(this.pool, [pass]).then(pass.resolve, pass.reject)),
    );
  }
}
