import { type ApiError, createApiClient } from './client';
import { readCookie } from './cookies';
import { domainCountryCode } from './domain-country';

/** The readable cookie the server sets at sign-in, beside the HttpOnly session cookie. */
export const csrfCookie = 'auth.csrf';

const sessionLostListeners = new Set<(error: ApiError) => void>();

/**
 * Calls `listener` whenever a call is refused with 401: the session has ended (expired, signed
 * out in another tab). Returns the unsubscribe function.
 */
export function onSessionLost(listener: (error: ApiError) => void): () => void {
  sessionLostListeners.add(listener);
  return () => sessionLostListeners.delete(listener);
}

/**
 * The storefront's one API client. `location` and `document` are read defensively because the
 * unit tests render pages in Node, where there are none.
 */
export const shopApi = createApiClient({
  domainCountry: domainCountryCode(globalThis.location?.host ?? 'localhost'),
  csrfToken: () => readCookie(globalThis.document?.cookie ?? '', csrfCookie),
  onUnauthorized: (error) => {
    for (const listener of sessionLostListeners) listener(error);
  },
});
