import { useEffect, useState } from 'react';
import { type RatingSummary, ratingOf } from './reviews';
import { Stars } from './Stars';

/** A product box's stars; nothing for a product nobody has reviewed yet. */
export function CardStars({ productId }: { productId: number }) {
  const [summary, setSummary] = useState<RatingSummary>();
  useEffect(() => {
    let current = true;
    void ratingOf(productId).then((found) => current && setSummary(found));
    return () => {
      current = false;
    };
  }, [productId]);
  if (!summary || summary.count === 0) return null;
  return <Stars rating={summary.average} count={summary.count} />;
}
