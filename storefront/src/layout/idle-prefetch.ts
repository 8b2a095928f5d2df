/** Idle work waits at most this long for the browser to be idle (spec §9). */
export const idleTimeoutMs = 2000;
/** Idle-time prefetching stops once less than this much of the idle period is left. */
export const idleMarginMs = 20;
/** Without requestIdleCallback, a 1 ms timer stands in and reports at most this much time left. */
export const fallbackIdleMs = 50;

export interface IdleDeadlineLike {
  readonly didTimeout: boolean;
  timeRemaining(): number;
}

interface IdleHost {
  requestIdleCallback?: (
    callback: (deadline: IdleDeadlineLike) => void,
    options: { timeout: number },
  ) => number;
  cancelIdleCallback?: (id: number) => void;
}

/**
 * Runs `callback` when the browser is idle (within 2 s), or after 1 ms where requestIdleCallback
 * is missing (Safari). Returns a cancel function.
 */
export function whenIdle(
  callback: (deadline: IdleDeadlineLike) => void,
  host: IdleHost = globalThis as IdleHost,
): () => void {
  if (typeof host.requestIdleCallback === 'function') {
    const id = host.requestIdleCallback(callback, { timeout: idleTimeoutMs });
    return () => host.cancelIdleCallback?.(id);
  }
  const start = Date.now();
  const timer = setTimeout(
    () =>
      callback({
        didTimeout: false,
        timeRemaining: () => Math.max(0, fallbackIdleMs - (Date.now() - start)),
      }),
    1,
  );
  return () => clearTimeout(timer);
}

interface NetworkInformationLike {
  readonly effectiveType?: string;
  readonly saveData?: boolean;
}

/** Prefetching costs data: none offline, on a 2g connection or with data-saver on. */
export function canPrefetch(
  navigator: { onLine?: boolean; connection?: NetworkInformationLike } | undefined,
): boolean {
  if (!navigator || navigator.onLine === false) return false;
  const connection = navigator.connection;
  if (connection?.saveData) return false;
  return !connection?.effectiveType?.includes('2g');
}

/**
 * The path of a link to another page of this shop, worth prefetching; none for other sites,
 * downloads, API and image URLs, and the page already open.
 */
export function prefetchablePath(href: string, location: { origin: string; pathname: string }) {
  let url: URL;
  try {
    url = new URL(href, location.origin);
  } catch {
    return undefined;
  }
  if (url.origin !== location.origin || url.pathname === location.pathname) return undefined;
  if (/^\/(api|images|Iamalive)(\/|$)/.test(url.pathname)) return undefined;
  return url.pathname;
}

/** The performance mark set when idle-time prefetching begins: the page's first load ends there. */
export const prefetchStartMark = 'shop:idle-prefetch';

function markPrefetchStart(performance: Performance | undefined) {
  if (!performance?.mark || performance.getEntriesByName(prefetchStartMark).length > 0) return;
  performance.mark(prefetchStartMark);
}

/**
 * Takes items off `queue` and runs them while the idle period lasts, stopping with
 * `idleMarginMs` to spare: one more on a slow phone could outlast the period and hold up the
 * shopper's next tap. Once the idle wait has timed out, one item per turn.
 */
export function runWhileIdle<T>(
  queue: Set<T>,
  deadline: IdleDeadlineLike,
  run: (item: T) => void,
): void {
  let ran = 0;
  for (const item of queue) {
    if (deadline.didTimeout ? ran > 0 : deadline.timeRemaining() < idleMarginMs) break;
    ran++;
    queue.delete(item);
    run(item);
  }
}

/**
 * Watches the page's links; those that scroll into view have their page's chunk fetched when the
 * browser is idle, each path once. Returns a stop function.
 */
export function prefetchLinksInView(
  doc: Document,
  prefetch: (pathname: string) => void,
): () => void {
  const win = doc.defaultView;
  if (!win || typeof win.IntersectionObserver !== 'function') return () => {};
  const done = new Set<string>();
  const waiting = new Set<string>();
  let cancelIdle: (() => void) | undefined;
  const flush = (deadline: IdleDeadlineLike) => {
    cancelIdle = undefined;
    runWhileIdle(waiting, deadline, (path) => {
      if (!canPrefetch(win.navigator as never)) return;
      markPrefetchStart(win.performance);
      prefetch(path);
    });
    if (waiting.size > 0) cancelIdle = whenIdle(flush, win as IdleHost);
  };
  const seen = new WeakSet<Element>();
  const links = new win.IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      links.unobserve(entry.target);
      const path = prefetchablePath((entry.target as HTMLAnchorElement).href, win.location);
      if (path && !done.has(path)) {
        done.add(path);
        waiting.add(path);
      }
    }
    if (waiting.size > 0 && !cancelIdle) cancelIdle = whenIdle(flush, win as IdleHost);
  });
  const scan = () => {
    for (const link of doc.querySelectorAll('a[href]')) {
      if (seen.has(link)) continue;
      seen.add(link);
      links.observe(link);
    }
  };
  let cancelScan: (() => void) | undefined;
  const changes = new win.MutationObserver(() => {
    cancelScan ??= whenIdle(() => {
      cancelScan = undefined;
      scan();
    }, win as IdleHost);
  });
  changes.observe(doc.body, { childList: true, subtree: true });
  scan();
  return () => {
    changes.disconnect();
    links.disconnect();
    cancelIdle?.();
    cancelScan?.();
  };
}
