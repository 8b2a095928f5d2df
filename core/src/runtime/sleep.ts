/** Resolves after `ms`, or at once when `signal` aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

/**
 * Resolves once `performance.now()` reaches `at`, or at once when `signal` aborts. A timer may
 * fire up to a millisecond before its delay has passed by `performance.now()` (the event loop
 * measures from a time it read earlier); this waits again for what is left.
 */
export async function sleepUntil(at: number, signal?: AbortSignal): Promise<void> {
  for (let left = at - performance.now(); left > 0 && !signal?.aborted; ) {
    await sleep(Math.ceil(left), signal);
    left = at - performance.now();
  }
}
