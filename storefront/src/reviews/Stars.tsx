import { useTranslation } from 'react-i18next';

/** `rating` (0–5, halves and tenths rounded to the nearest half) as five stars, read out as text. */
export function Stars({ rating, count }: { rating: number; count?: number }) {
  const { t } = useTranslation();
  const filled = Math.round(rating * 2) / 2;
  return (
    <span className="stars" role="img" aria-label={t('reviews.starsLabel', { rating })}>
      {[1, 2, 3, 4, 5].map((star) => (
        <span
          key={star}
          aria-hidden="true"
          className={
            filled >= star ? 'stars__on' : filled >= star - 0.5 ? 'stars__half' : 'stars__off'
          }
        >
          ★
        </span>
      ))}
      {count !== undefined && <span className="stars__count"> ({count})</span>}
    </span>
  );
}
