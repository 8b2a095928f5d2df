import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { RequireLogin } from '../account/RequireLogin';
import { useFresh } from '../api/use-fresh';
import { clearCart } from '../cart/cart-store';
import { formatPrice } from '../money/format-price';
import { OrderStatusText, PaymentStatusText } from './OrderStatusText';
import { fetchOrder } from './orders-api';
import type { OrderResultState } from './PayPalReturnPage';

function isJustPlaced(state: unknown): state is OrderResultState {
  return typeof state === 'object' && state !== null && 'justPlaced' in state;
}

/** `/page/order-success?order=` */
export function OrderSuccessPage() {
  return (
    <RequireLogin>
      <OrderResult result="success" />
    </RequireLogin>
  );
}

/** `/page/order-failure?order=` */
export function OrderFailurePage() {
  return (
    <RequireLogin>
      <OrderResult result="failure" />
    </RequireLogin>
  );
}

function OrderResult({ result }: { result: 'success' | 'failure' }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const orderNumber = params.get('order');
  const load = useCallback((number: string) => fetchOrder(number), []);
  const order = useFresh(orderNumber, load);
  const justPlaced = isJustPlaced(location.state);

  useEffect(() => {
    if (!justPlaced) return;
    // The ordered items have left the cart; after a failure they stay for another try.
    if (result === 'success') void clearCart();
    // Forgotten at once, so reloading this page later cannot empty a new cart.
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [result, justPlaced, navigate, location.pathname, location.search]);

  const success = result === 'success';
  const title = success ? t('orders.successTitle') : t('orders.failureTitle');
  return (
    <div className={`container result-page result-page--${result}`}>
      <title>{`${title} | ${t('shop.name')}`}</title>
      <h1 className="page-title">{title}</h1>
      {orderNumber && (
        <p className="result-page__lead">
          {success
            ? t('orders.successText', { number: orderNumber })
            : t('orders.failureText', { number: orderNumber })}
        </p>
      )}
      <p>{success ? t('orders.successNext') : t('orders.failureNext')}</p>
      {order.data && (
        <dl className="order-facts">
          <div>
            <dt>{t('orders.statusLabel')}</dt>
            <dd>
              <OrderStatusText status={order.data.status} />
            </dd>
          </div>
          <div>
            <dt>{t('orders.paymentLabel')}</dt>
            <dd>
              <PaymentStatusText paymentStatus={order.data.paymentStatus} />
            </dd>
          </div>
          <div>
            <dt>{t('orders.total')}</dt>
            <dd>{formatPrice(order.data.total, order.data.currency)}</dd>
          </div>
        </dl>
      )}
      <div className="result-page__actions">
        {success ? (
          <Link className="button" to="/page/account/dashboard">
            {t('orders.viewOrders')}
          </Link>
        ) : (
          <Link className="button" to="/page/account/cart">
            {t('orders.backToCart')}
          </Link>
        )}
        <Link
          className="button button--outline"
          to={success ? '/collection/all' : '/page/account/dashboard'}
        >
          {success ? t('cart.continueShopping') : t('orders.viewOrders')}
        </Link>
      </div>
    </div>
  );
}
