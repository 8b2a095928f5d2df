import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFresh } from '../api/use-fresh';
import { usePolling } from '../api/use-polling';
import { isNotFound } from '../api/use-resource';
import { showError } from '../feedback/toasts';
import { formatPrice } from '../money/format-price';
import { VariantNote } from '../product/VariantNote';
import { ConfirmBox } from '../ui/ConfirmBox';
import { FormAlert } from '../ui/FormAlert';
import {
  CourierStatusText,
  InProgressText,
  OrderNoteText,
  OrderStatusText,
  PaymentStatusText,
  RefundText,
} from './OrderStatusText';
import { OrderTimeline } from './OrderTimeline';
import type { Order } from './order';
import { canCancel, paymentKey } from './order-display';
import { cancelOrder, fetchOrder, pollOrder } from './orders-api';
import { TrackingLink } from './TrackingLink';
import { useDateFormat } from './use-date-format';

/** One order: where it stands, what is in it, what it cost, what happened to it. */
export function OrderDetail({ orderNumber }: { orderNumber: string }) {
  const { t } = useTranslation();
  const load = useCallback((number: string) => fetchOrder(number), []);
  const order = useFresh(orderNumber, load);
  const [cancelled, setCancelled] = useState(false);
  // A step under way (placing, paying, refunding): follow it until it is done.
  usePolling(order.data?.inProgress === true, async () => {
    order.replace(await pollOrder(orderNumber));
  });
  const back = (
    <Link className="order-detail__back" to="/page/account/dashboard">
      {t('orders.back')}
    </Link>
  );

  if (order.loading) {
    return (
      <p className="page-status" role="status">
        {t('orders.loading')}
      </p>
    );
  }
  if (!order.data) {
    return (
      <div className="notice">
        <p>{isNotFound(order.error) ? t('orders.notFound') : t('orders.loadFailed')}</p>
        {back}
      </div>
    );
  }
  return (
    <div className="order-detail">
      {back}
      <OrderFacts order={order.data} />
      <PaymentNotice order={order.data} />
      <OrderLines order={order.data} />
      <OrderTimeline events={order.data.timeline} />
      {cancelled && <FormAlert kind="success">{t('orders.cancelDone')}</FormAlert>}
      {canCancel(order.data) && (
        <CancelOrder
          order={order.data}
          onCancelled={(answer) => {
            setCancelled(true);
            // Shown at once; the reload brings the timeline with its new entries.
            order.replace({ ...answer, timeline: order.data?.timeline ?? [] });
            order.reload();
          }}
        />
      )}
    </div>
  );
}

function OrderFacts({ order }: { order: Order }) {
  const { t } = useTranslation();
  const formatDate = useDateFormat();
  return (
    <dl className="order-facts">
      <div>
        <dt>{t('orders.number')}</dt>
        <dd>{order.orderNumber}</dd>
      </div>
      {order.createdAt && (
        <div>
          <dt>{t('orders.date')}</dt>
          <dd>{formatDate(order.createdAt)}</dd>
        </div>
      )}
      <div>
        <dt>{t('orders.statusLabel')}</dt>
        <dd>
          <OrderStatusText status={order.status} />
          {order.inProgress && !order.refundStatus && <InProgressText />}
        </dd>
      </div>
      <div>
        <dt>{t('orders.paymentLabel')}</dt>
        <dd>
          <PaymentStatusText paymentStatus={order.paymentStatus} />
        </dd>
      </div>
      {order.refundStatus && (
        <div>
          <dt>{t('orders.refundLabel')}</dt>
          <dd>
            <RefundText order={order} />
          </dd>
        </div>
      )}
      {order.note && (
        <div>
          <dt>{t('orders.noteLabel')}</dt>
          <dd>
            <OrderNoteText note={order.note} />
          </dd>
        </div>
      )}
      <div>
        <dt>{t('orders.tracking')}</dt>
        <dd>
          <TrackingLink order={order} />
        </dd>
      </div>
      {order.courierStatus && (
        <div>
          <dt>{t('orders.courierLabel')}</dt>
          <dd>
            <CourierStatusText courierStatus={order.courierStatus} />
          </dd>
        </div>
      )}
    </dl>
  );
}

/** An order waiting for its PayPal payment leads back there; one under review says so. */
function PaymentNotice({ order }: { order: Order }) {
  const { t } = useTranslation();
  if (order.approvalUrl) {
    return (
      <div className="notice order-detail__pay">
        <p>{t('orders.awaitingPayment')}</p>
        <a className="button" href={order.approvalUrl}>
          {t('orders.payAtPayPal')}
        </a>
      </div>
    );
  }
  if (paymentKey(order.paymentStatus) === 'paidTemporarily' && order.status !== 'Cancelled') {
    return <FormAlert kind="info">{t('orders.paidTemporarilyNote')}</FormAlert>;
  }
  return null;
}

function OrderLines({ order }: { order: Order }) {
  const { t } = useTranslation();
  const headingId = useId();
  const money = (amount: number) => formatPrice(amount, order.currency);
  return (
    <section className="order-lines" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('orders.items')}</h2>
      <ul>
        {order.items.map((item) => (
          <li key={`${item.id}-${item.variantId ?? ''}`}>
            <Link to={`/product/${item.id}`} dir="auto">
              {item.title || `#${item.id}`}
            </Link>
            <VariantNote name={item.variantName} />
            {item.charged !== undefined && <span className="muted">{money(item.charged)}</span>}
            <span>{t('checkout.quantityTimes', { count: item.quantity })}</span>
            {item.charged !== undefined && (
              <span className="amount">{money(item.charged * item.quantity)}</span>
            )}
          </li>
        ))}
      </ul>
      <dl className="totals">
        {order.subTotal !== undefined && (
          <div>
            <dt>{t('cart.subtotal')}</dt>
            <dd>{money(order.subTotal)}</dd>
          </div>
        )}
        {order.shippingFee !== undefined && (
          <div>
            <dt>{t('cart.shippingFee')}</dt>
            <dd>{money(order.shippingFee)}</dd>
          </div>
        )}
        {order.tax !== undefined && (
          <div>
            <dt>{t('checkout.estimatedTax')}</dt>
            <dd>{money(order.tax)}</dd>
          </div>
        )}
        <div className="totals__total">
          <dt>{t('orders.total')}</dt>
          <dd>{money(order.total)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** "Cancel order", then a confirmation, while the order is Processing. */
function CancelOrder({
  order,
  onCancelled,
}: {
  order: Order;
  onCancelled: (order: Order) => void;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function cancel() {
    setBusy(true);
    try {
      onCancelled(await cancelOrder(order.orderNumber));
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  if (!confirming) {
    return (
      <button
        type="button"
        className="button button--outline order-detail__cancel"
        onClick={() => setConfirming(true)}
      >
        {t('orders.cancel')}
      </button>
    );
  }
  return (
    <>
      <ConfirmBox
        question={t('orders.cancelConfirm')}
        confirmLabel={t('orders.cancelYes')}
        cancelLabel={t('orders.keep')}
        onConfirm={cancel}
        onCancel={() => setConfirming(false)}
        busy={busy}
      />
      {busy && (
        <p className="visually-hidden" role="status">
          {t('orders.cancelling')}
        </p>
      )}
    </>
  );
}
