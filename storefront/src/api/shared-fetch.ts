import { shopApi } from './shop-api';

/** Catalogue answers are reused for a minute: Back and tab switches then cost no request. */
const freshForMs = 60_000;
const cache = new Map<string, { raw: unknown; at: number }>();
const inFlight = new Map<string, Promise<unknown>>();

/** The answer to `path` if one came within the last minute. */
export function cachedAnswer(path: string): unknown {
  const entry = cache.get(path);
  return entry && Date.now() - entry.at < freshForMs ? entry.raw : undefined;
}

/**
 * GETs `path` under `/api`, sharing one request between everyone who wants it: the boot script
 * (`landing-data.ts`) starts the landing page's calls, the page's components then get the same
 * request. Free of React, so the boot script can run it before the app has arrived.
 */
export function requestShared(path: string): Promise<unknown> {
  const hit = cachedAnswer(path);
  if (hit !== undefined) return Promise.resolve(hit);
  let request = inFlight.get(path);
  if (!request) {
    request = shopApi
      .request(path)
      .then((raw) => {
        cache.set(path, { raw, at: Date.now() });
        return raw;
      })
      .finally(() => inFlight.delete(path));
    inFlight.set(path, request);
  }
  return request;
}
