import { randomBytes } from 'node:crypto';
import type { Database } from '@shop/core';
import type { Middleware } from 'koa';
import type { Kysely } from 'kysely';
import type { AppState } from '../http/app-state.js';
import { readCatalogueVersion } from './catalogue-version.js';

// A new process may render answers differently (texts, currency rates in code): its ETags differ.
const processTag = randomBytes(4).toString('hex');

/**
 * Answers a catalogue GET with `304 Not Modified` when the browser's copy was made at the
 * catalogue's current version, and tags every fresh answer with that version. The version read
 * is handed on in `ctx.state.catalogueVersion`, so caches behind this key on the same one.
 */
export function catalogueEtag(db: Kysely<Database>): Middleware<AppState> {
  return async function catalogueEtagMiddleware(ctx, next) {
    const version = await readCatalogueVersion(db);
    const etag = `W/"${processTag}-${version}"`;
    ctx.state.catalogueVersion = version;
    // A weak ETag: the same answer, whichever encoding carries it.
    const given = ctx.get('If-None-Match');
    if (given && given.split(',').some((tag) => tag.trim() === etag)) {
      ctx.status = 304;
      ctx.set('ETag', etag);
      ctx.set('Cache-Control', 'no-cache');
      return;
    }
    await next();
    if (ctx.status === 200) {
      ctx.set('ETag', etag);
      // Browsers keep the answer but ask each time whether it still holds.
      ctx.set('Cache-Control', 'no-cache');
    }
  };
}
