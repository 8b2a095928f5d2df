import { useTranslation } from 'react-i18next';
import type { Order } from './order';
import { courierKey, noteKey, paymentKey, refundKey, statusKey } from './order-display';

/** An order status in the shopper's language; one the storefront does not know is shown as sent. */
export function OrderStatusText({ status }: { status: string }) {
  const { t } = useTranslation();
  const key = statusKey(status);
  return (
    <span className={`order-status order-status--${key ?? 'other'}`}>
      {key ? t(`orders.status.${key}`) : status}
    </span>
  );
}

export function PaymentStatusText({ paymentStatus }: { paymentStatus: string }) {
  const { t } = useTranslation();
  const key = paymentKey(paymentStatus);
  return (
    <span className={`payment-status payment-status--${key ?? 'other'}`}>
      {key ? t(`orders.payment.${key}`) : paymentStatus}
    </span>
  );
}

/** The server's note on an order (why it was cancelled, what PayPal said), in the shopper's language. */
export function OrderNoteText({ note }: { note: string }) {
  const { t } = useTranslation();
  const key = noteKey(note);
  return <span dir="auto">{key ? t(`orders.notes.${key}`) : note}</span>;
}

/** Where a cancelled order's money is: on its way back or back, to the wallet or to PayPal. */
export function RefundText({ order }: { order: Pick<Order, 'refundStatus' | 'paymentMethod'> }) {
  const { t } = useTranslation();
  const key = refundKey(order);
  if (!key) return null;
  return (
    <span className={`refund-status refund-status--${order.refundStatus}`}>
      {order.refundStatus === 'started' && (
        <span className="spinner spinner--small" aria-hidden="true" />
      )}
      {t(`orders.refund.${key}`)}
    </span>
  );
}

/** "Under way…" with a spinner, while a step of the order is still running. */
export function InProgressText() {
  const { t } = useTranslation();
  return (
    <span className="in-progress">
      <span className="spinner spinner--small" aria-hidden="true" />
      {t('orders.inProgress')}
    </span>
  );
}

/** Where the parcel is, in the shopper's language; nothing before it shipped. */
export function CourierStatusText({ courierStatus }: { courierStatus?: string }) {
  const { t } = useTranslation();
  if (!courierStatus) return null;
  const key = courierKey(courierStatus);
  return (
    <span className={`courier-status courier-status--${key ?? 'other'}`}>
      {key ? t(`orders.courier.${key}`) : courierStatus}
    </span>
  );
}
