/**
 * Each page's chunk. The route table loads one the first time its route matches; `boot.ts`
 * starts loading the opened page's chunk at once, beside the app, for the pages shoppers land on.
 */
export const pages = {
  home: () => import('./home/HomePage'),
  collection: () => import('./collection/CollectionPage'),
  search: () => import('./search/SearchPage'),
  product: () => import('./product/ProductPage'),
  wishlist: () => import('./saved-lists/WishlistPage'),
  compare: () => import('./saved-lists/ComparePage'),
  login: () => import('./account/LoginPage'),
  register: () => import('./account/RegisterPage'),
  forgetPassword: () => import('./account/ForgetPasswordPage'),
  resetPassword: () => import('./account/ResetPasswordPage'),
  changePassword: () => import('./account/ChangePasswordPage'),
  dashboard: () => import('./account/DashboardPage'),
  wallet: () => import('./wallet/WalletPage'),
  cart: () => import('./cart/CartPage'),
  checkout: () => import('./checkout/CheckoutPage'),
  payPalReturn: () => import('./orders/PayPalReturnPage'),
  orderResult: () => import('./orders/OrderResultPage'),
  terms: () => import('./terms/TermsPage'),
  blog: () => import('./blog/BlogPage'),
  blogPost: () => import('./blog/BlogPostPage'),
  review: () => import('./reviews/ReviewPage'),
  faq: () => import('./pages-content/FaqPage'),
  aboutUs: () => import('./pages-content/AboutUsPage'),
  contact: () => import('./pages-content/ContactPage'),
  lookbook: () => import('./pages-content/LookbookPage'),
  sitemap: () => import('./pages-content/SitemapPage'),
  newsletterLink: () => import('./pages-content/NewsletterLinkPage'),
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
