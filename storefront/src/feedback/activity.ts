import { createStore } from '../storage/store';

/** Requests under way, for the top loading bar. */
export interface Activity {
  readonly pending: number;
  /** Whether a request of the current burst failed; the bar then turns red. */
  readonly failed: boolean;
}

export const activity = createStore<Activity>({ pending: 0, failed: false });

/**
 * Counts `work` as loading until it settles.
 *
 * @example const product = await track(shopApi.request('/products/7'));
 */
export async function track<T>(work: Promise<T>): Promise<T> {
  const { pending, failed } = activity.get();
  // A new burst starts clean; a failure shows until everything under way has settled.
  activity.set({ pending: pending + 1, failed: pending === 0 ? false : failed });
  let succeeded = false;
  try {
    const result = await work;
    succeeded = true;
    return result;
  } finally {
    const current = activity.get();
    activity.set({ pending: current.pending - 1, failed: current.failed || !succeeded });
  }
}
