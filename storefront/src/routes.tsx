import { Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from './errors/NotFoundPage';
import { RouteErrorPage } from './errors/RouteErrorPage';
import { Layout } from './layout/Layout';

/**
 * Each page is its own chunk, fetched when its route first matches: the home page's first load
 * carries the layout and the home page only. React Router waits for the chunk before it renders
 * the route, so there is no fallback to flash.
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
            lazy: page(
              () => import('./home/HomePage'),
              (m) => m.HomePage,
            ),
          },
          {
            path: 'collection/:cid',
            lazy: page(
              () => import('./collection/CollectionPage'),
              (m) => m.CollectionPage,
            ),
          },
          {
            path: 's',
            lazy: page(
              () => import('./search/SearchPage'),
              (m) => m.SearchPage,
            ),
          },
          {
            path: 'product/:id',
            lazy: page(
              () => import('./product/ProductPage'),
              (m) => m.ProductPage,
            ),
          },
          // The spec's product id is optional; without one there is nothing to show but the shop.
          { path: 'product', element: <Navigate to="/collection/all" replace /> },
          {
            path: 'page/account/wishlist',
            lazy: page(
              () => import('./saved-lists/WishlistPage'),
              (m) => m.WishlistPage,
            ),
          },
          {
            path: 'page/account/login',
            lazy: page(
              () => import('./account/LoginPage'),
              (m) => m.LoginPage,
            ),
          },
          {
            path: 'page/account/login-firebase',
            lazy: page(
              () => import('./account/ToLoginPage'),
              (m) => m.ToLoginPage,
            ),
          },
          {
            path: 'page/account/auth/auth',
            lazy: page(
              () => import('./account/ToLoginPage'),
              (m) => m.ToLoginPage,
            ),
          },
          {
            path: 'page/account/register',
            lazy: page(
              () => import('./account/RegisterPage'),
              (m) => m.RegisterPage,
            ),
          },
          {
            path: 'page/account/forget-password',
            lazy: page(
              () => import('./account/ForgetPasswordPage'),
              (m) => m.ForgetPasswordPage,
            ),
          },
          {
            path: 'page/account/reset-password',
            lazy: page(
              () => import('./account/ResetPasswordPage'),
              (m) => m.ResetPasswordPage,
            ),
          },
          {
            path: 'page/account/change-password',
            lazy: page(
              () => import('./account/ChangePasswordPage'),
              (m) => m.ChangePasswordPage,
            ),
          },
          {
            path: 'page/account/dashboard',
            lazy: page(
              () => import('./account/DashboardPage'),
              (m) => m.DashboardPage,
            ),
          },
          {
            path: 'page/account/cart',
            lazy: page(
              () => import('./cart/CartPage'),
              (m) => m.CartPage,
            ),
          },
          {
            path: 'page/account/checkout',
            lazy: page(
              () => import('./checkout/CheckoutPage'),
              (m) => m.CheckoutPage,
            ),
          },
          // PayPal sends the browser back here; the spec spells it with capitals.
          {
            path: 'page/account/PayPal',
            lazy: page(
              () => import('./orders/PayPalReturnPage'),
              (m) => m.PayPalReturnPage,
            ),
          },
          {
            path: 'page/order-success',
            lazy: page(
              () => import('./orders/OrderResultPage'),
              (m) => m.OrderSuccessPage,
            ),
          },
          {
            path: 'page/order-failure',
            lazy: page(
              () => import('./orders/OrderResultPage'),
              (m) => m.OrderFailurePage,
            ),
          },
          {
            path: 'page/compare',
            lazy: page(
              () => import('./saved-lists/ComparePage'),
              (m) => m.ComparePage,
            ),
          },
          {
            path: 'terms/:document',
            lazy: page(
              () => import('./terms/TermsPage'),
              (m) => m.TermsPage,
            ),
          },
          {
            path: 'ReturnExchange',
            lazy: async () => {
              const { TermsPage } = await import('./terms/TermsPage');
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
