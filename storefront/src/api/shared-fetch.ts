import { shopApi } from './shop-api';

/** Catalogue answers are reused for a minute: Back and tab switches then cost no request. */
const freshForMs = 60_000;
const cache = new Map<string, { raw: unknown; at: number }>();
const inFlight = new Map<string, Promise<unknown>>();

let onMiss: ((path: string) => void) | undefined;

/** The answer to `path` if one came within the last minute. */
export function cachedAnswer(path: string): unknown {
  const entry = cache.get(path);
  if (entry && Date.now() - entry.at < freshForMs) return entry.raw;
  onMiss?.(path);
  return undefined;
}

/**
 * Answers that arrived another way, as if just fetched: the server's, inline in the page it
 * rendered (`ssr-state.ts`), or the ones the server renders with (`entry-server.tsx`).
 */
export function seedAnswers(answers: Readonly<Record<string, unknown>>): void {
  const at = Date.now();
  for (const [path, raw] of Object.entries(answers)) cache.set(path, { raw, at });
}

/** Forgets every answer: the server's renders share this module, never their data. */
export function clearAnswers(): void {
  cache.clear();
}

/** Tells `listener` each path asked of the cache that it has not (the server's render pass). */
export function watchMisses(listener: ((path: string) => void) | undefined): void {
  onMiss = listener;
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
