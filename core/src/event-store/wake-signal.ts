/**
 * A generation counter that subscribers wait on: `wait(seen)` resolves at once when events
 * arrived since generation `seen`, so a wake between a read and the wait is never lost.
 */
export class WakeSignal {
  #generation = 0;
  #waiters = new Set<() => void>();

  get generation(): number {
    return this.#generation;
  }

  wake(): void {
    this.#generation++;
    const waiters = [...this.#waiters];
    this.#waiters.clear();
    for (const resolve of waiters) resolve();
  }

  /** Resolves on a wake after `seen`, after `timeoutMs`, or when `signal` aborts. */
  wait(seen: number, timeoutMs: number, signal?: AbortSignal): Promise<void> {
    if (this.#generation !== seen || signal?.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#waiters.delete(done);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.#waiters.add(done);
      signal?.addEventListener('abort', done, { once: true });
    });
  }
}
