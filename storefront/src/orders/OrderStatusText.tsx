import { useTranslation } from 'react-i18next';
import { paymentKey, statusKey } from './order-display';

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
