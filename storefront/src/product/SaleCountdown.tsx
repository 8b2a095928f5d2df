import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerValue } from '../storage/store';
import { timeLeft } from './time-left';

const units = ['days', 'hours', 'minutes', 'seconds'] as const;

/**
 * Days, hours, minutes and seconds until a sale ends, ticking each second. A timer's ticks are
 * not read out (aria-live off); the label and the end date in words are, once. `onEnd` runs
 * when the time is up, so the page can stop showing the sale price.
 */
export function SaleCountdown({ endsAt, onEnd }: { endsAt: string; onEnd: () => void }) {
  const { t, i18n } = useTranslation();
  const [clock, setNow] = useState(() => new Date());
  // Hydration counts from the server's time, then the browser's clock takes over.
  const now = new Date(useServerValue(`sale-now:${endsAt}`, clock.getTime()));
  const left = timeLeft(endsAt, now);
  useEffect(() => {
    if (!left) {
      onEnd();
      return;
    }
    const tick = setTimeout(() => setNow(new Date()), 1000 - (Date.now() % 1000));
    return () => clearTimeout(tick);
  }, [left, onEnd]);
  const written = useMemo(
    () =>
      new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(
        new Date(endsAt),
      ),
    [endsAt, i18n.language],
  );
  // The server's time zone may not be the shopper's: hydration shows the server's date first.
  const date = useServerValue(`sale-ends:${i18n.language}:${endsAt}`, written);
  if (!left) return <p className="sale-countdown sale-countdown--ended">{t('prices.saleEnded')}</p>;
  return (
    <section className="sale-countdown" aria-label={t('prices.saleEndsAt', { date })}>
      <p className="sale-countdown__label">{t('prices.saleEndsIn')}</p>
      <div role="timer" aria-live="off" aria-atomic="true" className="sale-countdown__clock">
        {units.map((unit) => (
          <span key={unit} className="sale-countdown__part">
            <span className="sale-countdown__value">{String(left[unit]).padStart(2, '0')}</span>{' '}
            <span className="sale-countdown__unit">{t(`prices.${unit}`)}</span>
          </span>
        ))}
      </div>
      <p className="visually-hidden">{t('prices.saleEndsAt', { date })}</p>
    </section>
  );
}
