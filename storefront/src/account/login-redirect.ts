/** Where the sign-in form sends the shopper when nothing else asked: their account. */
export const defaultAfterLogin = '/page/account/dashboard';

export const loginRoute = '/page/account/login';

/** Pages a shopper signing in must not be sent back to: they would just show the form again. */
const noReturnPaths = [
  loginRoute,
  '/page/account/register',
  '/page/account/forget-password',
  '/page/account/reset-password',
];

/** Whether a path is one of the sign-in pages (where a lost session needs no redirect). */
export function isSignInPath(pathname: string): boolean {
  return noReturnPaths.some((path) => pathname.toLowerCase() === path.toLowerCase());
}

/**
 * The page to go to after signing in, from the `next` query value: only a path of this shop
 * (never another site, `//host` or a scheme), and never the sign-in pages themselves.
 *
 * @example safeNextPath('/page/account/checkout?step=2') // '/page/account/checkout?step=2'
 * @example safeNextPath('https://evil.example/') // '/page/account/dashboard'
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\')) {
    return defaultAfterLogin;
  }
  // The URL parser settles what a browser would make of it (e.g. tabs and newlines dropped).
  const url = new URL(next, 'http://shop.invalid');
  if (url.origin !== 'http://shop.invalid') return defaultAfterLogin;
  if (isSignInPath(url.pathname)) return defaultAfterLogin;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The sign-in page, asked to come back to `next` afterwards.
 *
 * @example loginPath('/page/account/cart') // '/page/account/login?next=%2Fpage%2Faccount%2Fcart'
 */
export function loginPath(next?: string): string {
  const target = next === undefined ? undefined : safeNextPath(next);
  return target === undefined || target === defaultAfterLogin
    ? loginRoute
    : `${loginRoute}?next=${encodeURIComponent(target)}`;
}

/** A sign-in page link (e.g. on the register form) that keeps the `next` it was given. */
export function withNext(path: string, next: string | null): string {
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}
