import { Navigate, type RouteObject } from 'react-router';
import { ChangePasswordPage } from './account/ChangePasswordPage';
import { DashboardPage } from './account/DashboardPage';
import { ForgetPasswordPage } from './account/ForgetPasswordPage';
import { LoginPage } from './account/LoginPage';
import { RegisterPage } from './account/RegisterPage';
import { ResetPasswordPage } from './account/ResetPasswordPage';
import { ToLoginPage } from './account/ToLoginPage';
import { CartPage } from './cart/CartPage';
import { CheckoutPage } from './checkout/CheckoutPage';
import { CollectionPage } from './collection/CollectionPage';
import { NotFoundPage } from './errors/NotFoundPage';
import { RouteErrorPage } from './errors/RouteErrorPage';
import { HomePage } from './home/HomePage';
import { Layout } from './layout/Layout';
import { OrderFailurePage, OrderSuccessPage } from './orders/OrderResultPage';
import { PayPalReturnPage } from './orders/PayPalReturnPage';
import { ProductPage } from './product/ProductPage';
import { ComparePage } from './saved-lists/ComparePage';
import { WishlistPage } from './saved-lists/WishlistPage';
import { SearchPage } from './search/SearchPage';
import { TermsPage } from './terms/TermsPage';
import { WalletPage } from './wallet/WalletPage';

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
          { index: true, Component: HomePage },
          { path: 'collection/:cid', Component: CollectionPage },
          { path: 's', Component: SearchPage },
          { path: 'product/:id', Component: ProductPage },
          // The spec's product id is optional; without one there is nothing to show but the shop.
          { path: 'product', element: <Navigate to="/collection/all" replace /> },
          { path: 'page/account/wishlist', Component: WishlistPage },
          { path: 'page/account/login', Component: LoginPage },
          { path: 'page/account/login-firebase', Component: ToLoginPage },
          { path: 'page/account/auth/auth', Component: ToLoginPage },
          { path: 'page/account/register', Component: RegisterPage },
          { path: 'page/account/forget-password', Component: ForgetPasswordPage },
          { path: 'page/account/reset-password', Component: ResetPasswordPage },
          { path: 'page/account/change-password', Component: ChangePasswordPage },
          { path: 'page/account/dashboard', Component: DashboardPage },
          { path: 'page/account/wallet', Component: WalletPage },
          { path: 'page/account/cart', Component: CartPage },
          { path: 'page/account/checkout', Component: CheckoutPage },
          // PayPal sends the browser back here; the spec spells it with capitals.
          { path: 'page/account/PayPal', Component: PayPalReturnPage },
          { path: 'page/order-success', Component: OrderSuccessPage },
          { path: 'page/order-failure', Component: OrderFailurePage },
          { path: 'page/compare', Component: ComparePage },
          { path: 'terms/:document', Component: TermsPage },
          { path: 'ReturnExchange', element: <TermsPage name="ReturnExchange" /> },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
