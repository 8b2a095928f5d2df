import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Fetches the chunks of the routes that `pathname` matches (their `lazy` modules), so following
 * a link later finds them loaded. A failure is left to the navigation to meet and report.
 */
export function prefetchRoute(routes: RouteObject[], pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (typeof route.lazy === 'function') void route.lazy().catch(() => {});
  }
}
