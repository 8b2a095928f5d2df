/**
 * One cookie's value from a `document.cookie` string, decoded; `undefined` when it is not set.
 *
 * @example readCookie('locale=ja; auth.csrf=abc%3D', 'auth.csrf') // 'abc='
 */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value) || undefined;
    } catch {
      return value || undefined;
    }
  }
  return undefined;
}
