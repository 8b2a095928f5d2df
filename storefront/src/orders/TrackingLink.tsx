import { useTranslation } from 'react-i18next';
import type { Order } from './order';
import { trackingHref } from './order-display';

/** The tracking number, linked to the carrier's tracking page when there is one. */
export function TrackingLink({ order }: { order: Pick<Order, 'trackingNumber' | 'carrier'> }) {
  const { t } = useTranslation();
  if (!order.trackingNumber) return <span className="muted">{t('orders.trackingNone')}</span>;
  const href = trackingHref(order);
  const carrier = order.carrier?.name ? `${order.carrier.name} ` : '';
  if (!href) return <span>{`${carrier}${order.trackingNumber}`}</span>;
  return (
    <>
      {carrier}
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('orders.trackingLink', {
          number: order.trackingNumber,
          carrier: order.carrier?.name ?? '',
        })}
      >
        {order.trackingNumber}
      </a>
    </>
  );
}
