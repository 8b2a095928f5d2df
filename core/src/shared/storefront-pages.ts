/**
 * The storefront's pages, as patterns (`:name` stands for one path segment). The server answers
 * a path that matches none with HTTP 404 (the storefront shows its not-found page either way);
 * a storefront test checks that its route table and this list agree.
 */
export const storefrontPages = [
  '/',
  '/collection/:cid',
  '/collection/leftsidebar/:cid',
  '/s',
  '/product/:id',
  '/product',
  '/page/account/wishlist',
  '/page/account/login',
  '/page/account/login-firebase',
  '/page/account/auth/auth',
  '/page/account/register',
  '/page/account/forget-password',
  '/page/account/reset-password',
  '/page/account/change-password',
  '/page/account/dashboard',
  '/page/account/wallet',
  '/page/account/cart',
  '/page/account/checkout',
  '/page/account/PayPal',
  '/page/order-success',
  '/page/order-failure',
  '/page/compare',
  '/terms/:document',
  '/blog',
  '/blog/:slug',
  '/page/review',
  '/page/faq',
  '/page/about-us',
  '/page/contact',
  '/page/lookbook',
  '/page/sitemap',
  '/page/newsletter/confirm',
  '/page/newsletter/unsubscribe',
  '/ReturnExchange',
] as const;

export type StorefrontPage = (typeof storefrontPages)[number];

/** The spec's policy pages and the languages each was written in (`/terms/<name>.<language>`). */
export const policyPages = {
  AboutDelivery: ['en-US', 'ja', 'ko'],
  ContactUs: ['en-US'],
  PrivacyPolicy: ['en-US'],
  ReturnExchange: ['en-US', 'ja', 'ko'],
  TermsOfUse: ['en-US'],
} as const;

/**
 * The page pattern a path matches, with its parameters, or null.
 *
 * @example matchStorefrontPage('/product/12') // { page: '/product/:id', params: { id: '12' } }
 */
export function matchStorefrontPage(
  path: string,
): { page: StorefrontPage; params: Record<string, string> } | null {
  const segments = path.split('/').slice(1);
  for (const page of storefrontPages) {
    const pattern = page.split('/').slice(1);
    if (page === '/' ? path !== '/' : pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const segment = segments[index] ?? '';
      if (part.startsWith(':')) {
        params[part.slice(1)] = segment;
        return segment !== '';
      }
      return part === segment;
    });
    if (matches) return { page, params };
  }
  return null;
}
