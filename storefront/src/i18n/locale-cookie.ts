import { isLanguage, type Language } from './languages';

const cookieName = 'locale';
const maxAgeSeconds = 365 * 24 * 60 * 60;

/**
 * The language saved in the `locale` cookie, if it is one the storefront speaks.
 *
 * @example readLocaleCookie('theme=dark; locale=ja') // 'ja'
 */
export function readLocaleCookie(cookie: string): Language | undefined {
  for (const pair of cookie.split(';')) {
    const [name, value = ''] = pair.trim().split('=', 2);
    // Language codes need no URI encoding, so the raw value is compared as it is.
    if (name === cookieName) return isLanguage(value) ? value : undefined;
  }
  return undefined;
}

/**
 * A `document.cookie` assignment that remembers the shopper's choice for a year.
 *
 * @example document.cookie = localeCookie('ko')
 */
export function localeCookie(language: Language): string {
  return `${cookieName}=${language}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
}
