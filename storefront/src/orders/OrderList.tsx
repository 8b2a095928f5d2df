import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFresh } from '../api/use-fresh';
import { usePolling } from '../api/use-polling';
import { showError } from '../feedback/toasts';
import { formatPrice } from '../money/format-price';
import {
  CourierStatusText,
  InProgressText,
  OrderNoteText,
  OrderStatusText,
  PaymentStatusText,
  RefundText,
} from './OrderStatusText';
import type { Order } from './order';
import { fetchOrders, pollOrders } from './orders-api';
import { TrackingLink } from './TrackingLink';
import { useDateFormat } from './use-date-format';

const loadOrders = () => fetchOrders();

/**
 * The customer's orders, newest first, a page at a time with a "more" button; each row leads to
 * the order's details.
 */
export function OrderList() {
  const { t } = useTranslation();
  const formatDate = useDateFormat();
  const firstPage = useFresh('orders', loadOrders);
  const [later, setLater] = useState<{ orders: readonly Order[]; page: number }>({
    orders: [],
    page: 1,
  });
  const [loadingMore, setLoadingMore] = useState(false);
  // An order with a step under way (being placed, refunded) is followed until it is done.
  usePolling(firstPage.data?.orders.some((order) => order.inProgress) === true, async () => {
    firstPage.replace(await pollOrders());
  });

  async function showMore() {
    setLoadingMore(true);
    try {
      const next = await fetchOrders(later.page + 1);
      setLater({ orders: [...later.orders, ...next.orders], page: later.page + 1 });
    } catch (error) {
      showError(error);
    } finally {
      setLoadingMore(false);
    }
  }

  const orders = {
    ...firstPage,
    data: firstPage.data && withoutRepeats([...firstPage.data.orders, ...later.orders]),
  };
  const moreLeft =
    firstPage.data !== undefined && (orders.data?.length ?? 0) < firstPage.data.total;

  if (orders.loading) {
    return (
      <p className="page-status" role="status">
        {t('orders.loading')}
      </p>
    );
  }
  if (!orders.data) {
    return (
      <div className="notice">
        <p>{t('orders.loadFailed')}</p>
        <button type="button" className="button button--outline" onClick={orders.reload}>
          {t('cart.retry')}
        </button>
      </div>
    );
  }
  if (orders.data.length === 0) {
    return (
      <div className="empty-state">
        <p>{t('orders.none')}</p>
        <Link className="button" to="/collection/all">
          {t('cart.continueShopping')}
        </Link>
      </div>
    );
  }
  return (
    <div className="order-table">
      <table>
        <caption className="visually-hidden">{t('orders.list')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orders.number')}</th>
            <th scope="col">{t('orders.date')}</th>
            <th scope="col">{t('orders.statusLabel')}</th>
            <th scope="col">{t('orders.paymentLabel')}</th>
            <th scope="col" className="amount">
              {t('orders.total')}
            </th>
            <th scope="col">{t('orders.tracking')}</th>
            <th scope="col">{t('orders.courierLabel')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('orders.view')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.data.map((order) => (
            <tr key={order.orderNumber}>
              <th scope="row" data-label={t('orders.number')}>
                {order.orderNumber}
              </th>
              <td data-label={t('orders.date')}>{formatDate(order.createdAt)}</td>
              <td data-label={t('orders.statusLabel')}>
                <span className="order-table__status">
                  <OrderStatusText status={order.status} />
                  {order.inProgress && !order.refundStatus && <InProgressText />}
                  <RefundText order={order} />
                  {order.note && (
                    <span className="order-table__note">
                      <OrderNoteText note={order.note} />
                    </span>
                  )}
                </span>
              </td>
              <td data-label={t('orders.paymentLabel')}>
                <PaymentStatusText paymentStatus={order.paymentStatus} />
              </td>
              <td data-label={t('orders.total')} className="amount">
                {formatPrice(order.total, order.currency)}
              </td>
              <td data-label={t('orders.tracking')}>
                <TrackingLink order={order} />
              </td>
              <td data-label={t('orders.courierLabel')}>
                <CourierStatusText courierStatus={order.courierStatus} />
              </td>
              <td>
                <Link
                  className="button button--outline button--small"
                  to={`/page/account/dashboard?order=${encodeURIComponent(order.orderNumber)}`}
                  aria-label={t('orders.viewOrder', { number: order.orderNumber })}
                >
                  {t('orders.view')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {moreLeft && (
        <button
          type="button"
          className="button button--outline order-table__more"
          onClick={showMore}
          disabled={loadingMore}
          aria-busy={loadingMore}
        >
          {loadingMore ? t('orders.loadingMore') : t('orders.more')}
        </button>
      )}
    </div>
  );
}

/** An order that moved to a later page while more were loaded shows once. */
function withoutRepeats(orders: readonly Order[]): readonly Order[] {
  const seen = new Set<string>();
  return orders.filter((order) => !seen.has(order.orderNumber) && seen.add(order.orderNumber));
}
