import { randomBytes } from 'node:crypto';
import type { Middleware } from 'koa';
import type { AppState } from '../http/app-state.js';
import type { ReadModelVersions } from './catalogue-version.js';
import type { FreshRead } from './fresh-read.js';
import { VersionedCache } from './versioned-cache.js';

// A new process may render answers differently (texts, currency rates in code): its ETags differ.
const processTag = randomBytes(4).toString('hex');

/**
 * Catalogue GETs computed once per catalogue version. A browser that holds the answer made at
 * the current version gets `304 Not Modified`; any other caller of the same URL gets the JSON
 * kept from the first answer at this version (at most `capacity` URLs, least recently used
 * dropped first). The version read is handed on in `ctx.state.catalogueVersion` (and whether a
 * sale has passed its end in `ctx.state.salesEnded`), so the routes'
 * own caches key on the same one.
 */
export function catalogueCache(
  versions: FreshRead<ReadModelVersions>,
  { capacity = 2000 }: { capacity?: number } = {},
): Middleware<AppState> {
  const answers = new VersionedCache<string | null>(capacity);
  return async function catalogueCacheMiddleware(ctx, next) {
    // One version query for all the requests that arrive while one is in flight.
    const { catalogue: version, salesEnded } = await versions.read();
    const etag = `W/"${processTag}-${version}"`;
    ctx.state.catalogueVersion = version;
    ctx.state.salesEnded = salesEnded;
    // Weak: the same answer, whichever encoding carries it.
    const given = ctx.get('If-None-Match');
    if (given.split(',').some((tag) => tag.trim() === etag)) {
      ctx.status = 304;
      tagWith(ctx, etag);
      return;
    }
    const json = await answers.get(version, ctx.url, async () => {
      await next();
      return ctx.status === 200 ? JSON.stringify(ctx.body) : null;
    });
    if (json === null) {
      // Not kept (not a 200): this request computed its own answer, or computes it now.
      if (ctx.body === undefined) await next();
      return;
    }
    tagWith(ctx, etag);
    ctx.type = 'application/json';
    ctx.body = json;
  };
}

/** Browsers keep the answer but ask each time whether it still holds. */
function tagWith(ctx: { set(field: string, value: string): void }, etag: string) {
  ctx.set('ETag', etag);
  ctx.set('Cache-Control', 'no-cache');
}
