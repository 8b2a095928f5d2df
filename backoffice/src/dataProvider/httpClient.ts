import { fetchUtils, HttpError } from 'react-admin';
import { CSRF_COOKIE, CSRF_HEADER, needsCsrfToken, readCookie } from './csrf';
import { errorMessage } from './errorMessage';

/**
 * `fetchUtils.fetchJson` for our API: the session lives in an HttpOnly cookie (never in
 * localStorage, out of reach of injected scripts), writes carry the CSRF token from the readable
 * cookie, and an HttpError carries the server's `error.message` so notifications show it.
 */
export const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (needsCsrfToken(options.method)) {
    const token = readCookie(document.cookie, CSRF_COOKIE);
    if (token !== undefined) headers.set(CSRF_HEADER, token);
  }
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers, credentials: 'include' });
  } catch (error) {
    if (error instanceof HttpError) {
      throw new HttpError(errorMessage(error.body, error.message), error.status, error.body);
    }
    throw error;
  }
};
