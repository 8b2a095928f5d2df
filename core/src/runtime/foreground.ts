/**
 * Shoppers' requests before background work, within one process. The server counts the
 * requests it is answering; while at least `busyAt` are in flight (a burst), each step of
 * background work (a projection's batch, a workflow's reaction to an event, a queued job) waits
 * for its turn: until the burst has passed, or `maxDeferMs` at most, so under a load that never
 * lets up the background still moves on, step after step. Nothing is skipped or reordered: each
 * step runs as it would have, only later.
 *
 * Where server, projections and workers run in one process (`npm start`), they share one thread:
 * without this, a burst of checkouts had the workflows they start compete with the next
 * checkouts for it, and for PostgreSQL. In processes of their own (the production layout) the
 * background's processes count no requests, so nothing there waits.
 *
 * @example
 * app.use(async (ctx, next) => { const done = foreground.enter(); try { await next(); } finally { done(); } });
 * await foreground.turn(); // in a background step, before its work
 */
export class Foreground {
  #inFlight = 0;
  /** Of those, the ones waiting for background work themselves (see `aside`). */
  #aside = 0;
  readonly #waiting = new Set<() => void>();
  #deferred = 0;

  constructor(
    /** Requests in flight from which the background waits. */
    readonly busyAt: number,
    /** The longest one step waits. */
    readonly maxDeferMs: number,
  ) {}

  /** Requests being answered now, but those waiting for background work. */
  get inFlight(): number {
    return this.#inFlight - this.#aside;
  }

  get busy(): boolean {
    return this.inFlight >= this.busyAt;
  }

  /** Background steps that waited for their turn so far (for the metrics). */
  get deferred(): number {
    return this.#deferred;
  }

  /** Counts a request in; call the answer once it is answered (again does nothing). */
  enter(): () => void {
    this.#inFlight++;
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.#inFlight--;
      this.#release();
    };
  }

  /**
   * Leaves a request out of the count while it waits for background work (an order's workflow
   * steps, a read model catching up with its write): that work must not wait for it in turn.
   */
  async aside<T>(waiting: () => Promise<T>): Promise<T> {
    this.#aside++;
    this.#release();
    try {
      return await waiting();
    } finally {
      this.#aside--;
    }
  }

  #release(): void {
    if (!this.busy) for (const go of [...this.#waiting]) go();
  }

  /** Resolves at once unless busy; then when no longer busy, or after `maxDeferMs`. */
  turn(): Promise<void> {
    if (!this.busy) return Promise.resolve();
    this.#deferred++;
    return new Promise((resolve) => {
      const go = () => {
        clearTimeout(timer);
        this.#waiting.delete(go);
        resolve();
      };
      const timer = setTimeout(go, this.maxDeferMs);
      timer.unref();
      this.#waiting.add(go);
    });
  }
}

/**
 * This process's: a burst is 16 requests at once (a shopper's page makes a few; a burst of
 * checkouts at -c 100 keeps about a hundred in flight), and a step waits a second at most. With
 * a fifth of a second, the 202 checkouts at -c 100 came out between those with no waiting and
 * those with a second (bench/README.md, 2026-11-27).
 */
export const foreground = new Foreground(16, 1000);
