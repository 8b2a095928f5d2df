import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimelineEvent } from './order';
import { courierKey, statusKey, timelineLabel } from './order-display';
import { useDateFormat } from './use-date-format';

/** What happened to the order, oldest first. */
export function OrderTimeline({ events }: { events: readonly TimelineEvent[] }) {
  const { t } = useTranslation();
  const formatDate = useDateFormat();
  const headingId = useId();
  if (events.length === 0) return null;
  return (
    <section className="order-timeline" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('orders.timeline')}</h2>
      <ol>
        {events.map((event, index) => {
          const label = timelineLabel(event.type);
          const status = event.to && statusKey(event.to);
          const courier = event.courierStatus && courierKey(event.courierStatus);
          const what =
            event.type === 'OrderStatusChanged' && event.to
              ? t('orders.events.movedTo', {
                  status: status ? t(`orders.status.${status}`) : event.to,
                })
              : event.type === 'ShipmentScanned' && event.courierStatus
                ? `${t('orders.events.scanned', {
                    status: courier ? t(`orders.courier.${courier}`) : event.courierStatus,
                  })}${event.location ? ` (${event.location})` : ''}`
                : 'key' in label
                  ? t(`orders.events.${label.key}`)
                  : label.text;
          return (
            // Two events of one type at one instant are still two entries.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list only grows at its end
            <li key={index}>
              <span className="order-timeline__what">{what}</span>
              <time dateTime={event.occurredAt}>{formatDate(event.occurredAt)}</time>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
