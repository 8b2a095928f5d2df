import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimelineEvent } from './order';
import { timelineLabel } from './order-display';
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
          return (
            // Two events of one type at one instant are still two entries.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list only grows at its end
            <li key={index}>
              <span className="order-timeline__what">
                {'key' in label ? t(`orders.events.${label.key}`) : label.text}
              </span>
              <time dateTime={event.occurredAt}>{formatDate(event.occurredAt)}</time>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
