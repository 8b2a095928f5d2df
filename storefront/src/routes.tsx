import { Navigate, type RouteObject } from 'react-router';
import { toLoginPage } from './account/to-login.loader';
import { collectionAlias, leftSidebarAlias } from './catalog/collection-alias.loader';
import { NotFoundPage } from './errors/NotFoundPage';
import { RouteErrorPage } from './errors/RouteErrorPage';
import { Layout } from './layout/Layout';
import { pages } from './pages';

/**
 * Each page is its own chunk (`pages.ts`), fetched when its route first matches: the home page's
 * first load carries the layout and the home page only. React Router waits for the chunk before
 * it renders the route, so there is no fallback to flash.
 */
const page =
  <Module,>(load: () => Promise<Module>, pick: (module: Module) => RouteObject['Component']) =>
  async () => ({ Component: pick(await load()) });

// `/Iamalive`, `/api/*` and `/images/*` belong to the server, which answers them before this app loads.
export const routes: RouteObject[] = [
  {
    Component: Layout,
    // Catches a failure of the layout itself, so no header or footer around it.
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        // Catches a failing page inside the layout, so the shopper keeps the header and footer.
        ErrorBoundary: RouteErrorPage,
        children: [
          {
            index: true,
            lazy: page(pages.home, (m) => m.HomePage),
          },
          {
            path: 'collection/:cid',
            loader: collectionAlias,
            lazy: page(pages.collection, (m) => m.CollectionPage),
          },
          { path: 'collection/leftsidebar/:cid', loader: leftSidebarAlias },
          {
            path: 's',
            lazy: page(pages.search, (m) => m.SearchPage),
          },
          {
            path: 'product/:id',
            lazy: page(pages.product, (m) => m.ProductPage),
          },
          // The spec's product id is optional; without one there is nothing to show but the shop.
          { path: 'product', element: <Navigate to="/collection/all" replace /> },
          {
            path: 'page/account/wishlist',
            lazy: page(pages.wishlist, (m) => m.WishlistPage),
          },
          {
            path: 'page/account/login',
            lazy: page(pages.login, (m) => m.LoginPage),
          },
          {
            path: 'page/account/login-firebase',
            loader: toLoginPage,
          },
          {
            path: 'page/account/auth/auth',
            loader: toLoginPage,
          },
          {
            path: 'page/account/register',
            lazy: page(pages.register, (m) => m.RegisterPage),
          },
          {
            path: 'page/account/forget-password',
            lazy: page(pages.forgetPassword, (m) => m.ForgetPasswordPage),
          },
          {
            path: 'page/account/reset-password',
            lazy: page(pages.resetPassword, (m) => m.ResetPasswordPage),
          },
          {
            path: 'page/account/change-password',
            lazy: page(pages.changePassword, (m) => m.ChangePasswordPage),
          },
          {
            path: 'page/account/dashboard',
            lazy: page(pages.dashboard, (m) => m.DashboardPage),
          },
          {
            path: 'page/account/wallet',
            lazy: page(pages.wallet, (m) => m.WalletPage),
          },
          {
            path: 'page/account/cart',
            lazy: page(pages.cart, (m) => m.CartPage),
          },
          {
            path: 'page/account/checkout',
            lazy: page(pages.checkout, (m) => m.CheckoutPage),
          },
          // PayPal sends the browser back here; the spec spells it with capitals.
          {
            path: 'page/account/PayPal',
            lazy: page(pages.payPalReturn, (m) => m.PayPalReturnPage),
          },
          {
            path: 'page/order-success',
            lazy: page(pages.orderResult, (m) => m.OrderSuccessPage),
          },
          {
            path: 'page/order-failure',
            lazy: page(pages.orderResult, (m) => m.OrderFailurePage),
          },
          {
            path: 'page/compare',
            lazy: page(pages.compare, (m) => m.ComparePage),
          },
          {
            path: 'page/review',
            lazy: page(pages.review, (m) => m.ReviewPage),
          },
          { path: 'page/faq', lazy: page(pages.faq, (m) => m.FaqPage) },
          { path: 'page/about-us', lazy: page(pages.aboutUs, (m) => m.AboutUsPage) },
          { path: 'page/contact', lazy: page(pages.contact, (m) => m.ContactPage) },
          { path: 'page/lookbook', lazy: page(pages.lookbook, (m) => m.LookbookPage) },
          { path: 'page/sitemap', lazy: page(pages.sitemap, (m) => m.SitemapPage) },
          {
            path: 'page/newsletter/confirm',
            lazy: page(pages.newsletterLink, (m) => m.NewsletterConfirmPage),
          },
          {
            path: 'page/newsletter/unsubscribe',
            lazy: page(pages.newsletterLink, (m) => m.NewsletterUnsubscribePage),
          },
          {
            path: 'blog',
            lazy: page(pages.blog, (m) => m.BlogPage),
          },
          {
            path: 'blog/:slug',
            lazy: page(pages.blogPost, (m) => m.BlogPostPage),
          },
          {
            path: 'terms/:document',
            lazy: page(pages.terms, (m) => m.TermsPage),
          },
          {
            path: 'ReturnExchange',
            lazy: async () => {
              const { TermsPage } = await pages.terms();
              return { element: <TermsPage name="ReturnExchange" /> };
            },
          },
          // The error page shows it anyway, so it is in the first chunk already.
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
