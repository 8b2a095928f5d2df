import type { DataRouter } from 'react-router';

/**
 * Resolves once the router has loaded the chunks of the routes it first matched, so the first
 * render shows the page rather than an empty frame.
 */
export function routerReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
