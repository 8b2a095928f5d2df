import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { AppState } from './app-state.js';

type RouterLayer = Router<AppState>['stack'][number];

/**
 * `router.routes()`, but a request is matched only against the routes under its path's first
 * segment after `prefix` (`/api/cart/items/3`: the routes under `/api/cart`). @koa/router tests
 * every route of a router against every request it sees: the API's hundred-odd routes, the
 * staff's half of them included, for each shopper's add to cart. A route whose path has no
 * literal first segment after the prefix is matched in every area, in its place; a path with no
 * area goes on, as an unmatched one did. The router itself still gives the route table and
 * `allowedMethods()`, which reads the routes an area matched (`ctx.matched`).
 */
export function routesByArea(router: Router<AppState>, prefix = ''): Middleware<AppState> {
  const layers = router.stack.map((layer) => ({ layer, area: areaOf(layer.path, prefix) }));
  const everywhere = layers.filter(({ area }) => area === null);
  const areas = new Map<string, Middleware<AppState>>();
  for (const area of new Set(layers.map((each) => each.area))) {
    if (area === null) continue;
    const inArea = layers.filter((each) => each.area === null || each.area === area);
    areas.set(area, routesOf(router, inArea));
  }
  const elsewhere = everywhere.length > 0 ? routesOf(router, everywhere) : null;
  const start = `${prefix}/`;
  return (ctx, next) => {
    const path = ctx.path;
    if (!path.startsWith(start)) return elsewhere ? elsewhere(ctx, next) : next();
    const end = path.indexOf('/', start.length);
    const routes = areas.get(path.slice(start.length, end === -1 ? undefined : end)) ?? elsewhere;
    return routes ? routes(ctx, next) : next();
  };
}

/** The routes of `layers` under `router`'s options (its prefix is already in their paths). */
function routesOf(router: Router<AppState>, layers: readonly { layer: RouterLayer }[]) {
  const area = new Router<AppState>({ ...router.opts, prefix: '' });
  area.stack.push(...layers.map(({ layer }) => layer));
  // Koa gives a router's middleware the context it fills in (`params`, `router`) as it runs.
  return area.routes() as unknown as Middleware<AppState>;
}

/** The literal first segment of `path` after `prefix`, or null when it has none. */
function areaOf(path: string | RegExp, prefix: string): string | null {
  if (typeof path !== 'string' || !path.startsWith(`${prefix}/`)) return null;
  const segment = path.slice(prefix.length + 1).split('/')[0] ?? '';
  return /^[\w.~-]+$/.test(segment) ? segment : null;
}
