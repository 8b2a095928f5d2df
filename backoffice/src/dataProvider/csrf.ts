/** The readable cookie the server sets next to the HttpOnly session cookie. */
export const CSRF_COOKIE = 'auth.csrf';
export const CSRF_HEADER = 'X-CSRF-Token';

/**
 * Reads one cookie out of a `document.cookie` string.
 *
 * @example
 * readCookie('theme=dark; auth.csrf=abc%3D', 'auth.csrf') // 'abc='
 */
export const readCookie = (cookies: string, name: string): string | undefined => {
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      // A value that is not valid percent-encoding was set raw; send it as it is.
      return value;
    }
  }
  return undefined;
};

/** Only writes need the token: the server checks it on cookie-authenticated POST/PUT/PATCH/DELETE. */
export const needsCsrfToken = (method: string | undefined): boolean =>
  !['GET', 'HEAD', 'OPTIONS'].includes((method ?? 'GET').toUpperCase());
