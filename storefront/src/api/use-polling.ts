import { useEffect, useRef } from 'react';

/**
 * Calls `poll` every `intervalMs` while `active` holds, one call at a time (the next waits for
 * the last to finish), and stops when the component goes or `active` turns false. A failed call
 * is simply tried again on the next round.
 */
export function usePolling(active: boolean, poll: () => Promise<unknown>, intervalMs = 2000) {
  const latest = useRef(poll);
  latest.current = poll;
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const round = () => {
      timer = setTimeout(async () => {
        await latest.current().catch(() => undefined);
        if (!stopped) round();
      }, intervalMs);
    };
    round();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [active, intervalMs]);
}
