import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { RequireLogin } from '../account/RequireLogin';
import { useFresh } from '../api/use-fresh';
import { reloadCart, restoreToCart } from '../cart/cart-store';
import { formatPrice } from '../money/format-price';
import { FormAlert } from '../ui/FormAlert';
import { OrderStatusText, PaymentStatusText } from './OrderStatusText';
import type { Order } from './order';
import { paymentKey, statusKey } from './order-display';
import { fetchOrder } from './orders-api';
import type { OrderResultState } from './PayPalReturnPage';

function isJustPlaced(state: unknown): state is OrderResultState {
  return typeof state === 'object' && state !== null && 'justPlaced' in state;
}

/** Orders whose lines went back into the cart in this visit: never twice. */
const restored = new Set<string>();

/**
 * After a cancelled payment the order is cancelled, and the cart (emptied when the order was
 * placed) gets its lines back for another try.
 */
async function restoreCancelledOrder(order: Order): Promise<boolean> {
  if (statusKey(order.status) !== 'cancelled' || restored.has(order.orderNumber)) return false;
  restored.add(order.orderNumber);
  await restoreToCart(
    order.items.map(({ id, variantId, quantity }) =>
      variantId === undefined ? { id, quantity } : { id, variantId, quantity },
    ),
  );
  return true;
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
  // Read once: the history entry forgets it at once, so a later reload changes no cart.
  const [justPlaced] = useState(() => isJustPlaced(location.state));
  const [itemsBack, setItemsBack] = useState(false);

  useEffect(() => {
    if (!isJustPlaced(location.state)) return;
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [navigate, location.state, location.pathname, location.search]);

  useEffect(() => {
    // Placing the order emptied the server's cart; the one on screen follows.
    if (justPlaced && result === 'success') void reloadCart();
  }, [justPlaced, result]);

  useEffect(() => {
    if (!justPlaced || result !== 'failure' || !order.data) return;
    void restoreCancelledOrder(order.data).then((done) => {
      if (done) setItemsBack(true);
    });
  }, [justPlaced, result, order.data]);

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
      {itemsBack && <p className="form-alert form-alert--success">{t('orders.failureRestored')}</p>}
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
      {order.data && paymentKey(order.data.paymentStatus) === 'paidTemporarily' && (
        <FormAlert kind="info">{t('orders.paidTemporarilyNote')}</FormAlert>
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
