import type { EventStore, Logger } from '@shop/core';

/**
 * Follows every new event with one subscription and wakes whoever waits for a stream, so
 * requests that wait for a workflow's result (checkout, capture, cancel) do not each poll the
 * event store. A wait that hears nothing still looks again after a while, in case the
 * subscription was down.
 *
 * @example
 * const watcher = await startStreamWatcher(store, logger);
 * const changed = watcher.next('order-10012345678901234', 1000); // register first
 * const state = await readTheStream();
 * if (!done(state)) await changed;
 */
export interface StreamWatcher {
  /** Resolves at the stream's next event, or after `timeoutMs`. */
  next(streamName: string, timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

export async function startStreamWatcher(
  store: EventStore,
  logger: Logger,
): Promise<StreamWatcher> {
  const waiters = new Map<string, Set<() => void>>();
  const controller = new AbortController();
  let after = await store.headPosition();

  const follow = async () => {
    while (!controller.signal.aborted) {
      try {
        for await (const batch of store.subscribeToAll({ after, signal: controller.signal })) {
          for (const event of batch) {
            const woken = waiters.get(event.streamName);
            if (!woken) continue;
            waiters.delete(event.streamName);
            for (const wake of woken) wake();
          }
          after = batch.at(-1)?.position ?? after;
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        logger.warn({ err: error }, 'stream watcher lost its subscription; resuming');
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  };
  const following = follow();

  return {
    next(streamName, timeoutMs) {
      return new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          waiters.get(streamName)?.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, timeoutMs);
        const set = waiters.get(streamName) ?? new Set();
        set.add(wake);
        waiters.set(streamName, set);
      });
    },
    async close() {
      controller.abort();
      for (const set of waiters.values()) for (const wake of set) wake();
      await following;
    },
  };
}
