import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Runs `work` until it succeeds, waiting `delaysMs[i]` before retry i; after the last retry the
 * error is thrown. For work that runs after the answer went out (nobody is left to retry it),
 * so that a database or Redis restart of a few seconds does not lose it.
 *
 * @example
 * await retryWithBackoff(() => sendPasswordReset(deps, request), {
 *   delaysMs: [500, 1000, 2000],
 *   onRetry: (error) => log.warn({ err: error }, 'retrying'),
 * });
 */
export async function retryWithBackoff<T>(
  work: () => Promise<T>,
  {
    delaysMs,
    onRetry = () => {},
  }: { delaysMs: readonly number[]; onRetry?: (error: unknown, attempt: number) => void },
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const delay = delaysMs[attempt];
      if (delay === undefined) throw error;
      onRetry(error, attempt + 1);
      await sleep(delay);
    }
  }
}
