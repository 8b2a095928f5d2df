import { needTexts, type TextPart } from './i18n/text-parts';

/** A page's chunk together with the parts of the catalogue it shows beyond the common texts. */
const withTexts =
  <Module>(parts: readonly TextPart[], load: () => Promise<Module>) =>
  async (): Promise<Module> => {
    const [module] = await Promise.all([load(), needTexts(parts)]);
    return module;
  };

/**
 * Each page's chunk. The route table loads one the first time its route matches; `boot.ts`
 * starts loading the opened page's chunk at once, beside the app, for the pages shoppers land on
 * (those show the common texts only). A page that shows a part of the catalogue
 * (`i18n/text-parts.ts`) waits for it too, so it renders translated.
 */
export const pages = {
  home: () => import('./home/HomePage'),
  collection: () => import('./collection/CollectionPage'),
  search: () => import('./search/SearchPage'),
  product: () => import('./product/ProductPage'),
  wishlist: () => import('./saved-lists/WishlistPage'),
  compare: () => import('./saved-lists/ComparePage'),
  login: withTexts(['account'], () => import('./account/LoginPage')),
  register: withTexts(['account'], () => import('./account/RegisterPage')),
  forgetPassword: withTexts(['account'], () => import('./account/ForgetPasswordPage')),
  resetPassword: withTexts(['account'], () => import('./account/ResetPasswordPage')),
  changePassword: withTexts(
    ['account', 'orders', 'wallet'],
    () => import('./account/ChangePasswordPage'),
  ),
  dashboard: withTexts(
    ['account', 'checkout', 'orders', 'wallet'],
    () => import('./account/DashboardPage'),
  ),
  wallet: withTexts(
    ['account', 'checkout', 'orders', 'wallet'],
    () => import('./wallet/WalletPage'),
  ),
  cart: withTexts(['account', 'checkout'], () => import('./cart/CartPage')),
  checkout: withTexts(['account', 'checkout', 'orders'], () => import('./checkout/CheckoutPage')),
  payPalReturn: withTexts(['account', 'orders'], () => import('./orders/PayPalReturnPage')),
  orderResult: withTexts(['account', 'orders'], () => import('./orders/OrderResultPage')),
  terms: () => import('./terms/TermsPage'),
  blog: () => import('./blog/BlogPage'),
  blogPost: () => import('./blog/BlogPostPage'),
  review: () => import('./reviews/ReviewPage'),
  faq: withTexts(['pages'], () => import('./pages-content/FaqPage')),
  aboutUs: withTexts(['pages'], () => import('./pages-content/AboutUsPage')),
  contact: withTexts(['pages'], () => import('./pages-content/ContactPage')),
  lookbook: withTexts(['pages'], () => import('./pages-content/LookbookPage')),
  sitemap: withTexts(['pages'], () => import('./pages-content/SitemapPage')),
  newsletterLink: withTexts(['pages'], () => import('./pages-content/NewsletterLinkPage')),
};

const landingPages: readonly [RegExp, () => Promise<unknown>][] = [
  [/^\/$/, pages.home],
  [/^\/collection\/[^/]+$/, pages.collection],
  [/^\/product\/[^/]+$/, pages.product],
  [/^\/s$/, pages.search],
];

/** Starts loading the chunk of the landing page at `pathname`, if it is one. */
export function preloadLandingPage(pathname: string): void {
  const load = landingPages.find(([path]) => path.test(pathname))?.[1];
  void load?.().catch(() => {});
}
