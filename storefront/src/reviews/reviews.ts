import { shopApi } from '../api/shop-api';
import { isRecord, list, record, requiredNumber, text } from '../catalog/decode';

export interface Review {
  readonly id: string;
  readonly productId: number;
  readonly authorName: string;
  readonly rating: number;
  readonly body: string;
  readonly createdAt: string;
  /** On the newest-reviews page only. */
  readonly productTitle?: string;
}

export interface RatingSummary {
  readonly average: number;
  readonly count: number;
}

export interface ProductReviews extends RatingSummary {
  readonly reviews: readonly Review[];
}

export function decodeReview(raw: unknown): Review {
  const fields = record(raw, 'review');
  return {
    id: text(fields, 'id'),
    productId: requiredNumber(fields, 'productId'),
    authorName: text(fields, 'authorName'),
    rating: requiredNumber(fields, 'rating'),
    body: text(fields, 'body'),
    createdAt: text(fields, 'createdAt'),
    ...(typeof fields.productTitle === 'string' && { productTitle: fields.productTitle }),
  };
}

export function decodeProductReviews(raw: unknown): ProductReviews {
  const fields = record(raw, 'reviews');
  return {
    average: requiredNumber(fields, 'average'),
    count: requiredNumber(fields, 'count'),
    reviews: list(fields.reviews).map(decodeReview),
  };
}

export function decodeNewestReviews(raw: unknown): readonly Review[] {
  return isRecord(raw) ? list(raw.reviews).map(decodeReview) : [];
}

/** The rating summaries of `ids` from `{ ratings: { [id]: { average, count } } }`. */
export function decodeSummaries(raw: unknown, ids: readonly number[]): Map<number, RatingSummary> {
  const ratings = isRecord(raw) && isRecord(raw.ratings) ? raw.ratings : {};
  return new Map(
    ids.map((id) => {
      const entry = ratings[String(id)];
      return [
        id,
        isRecord(entry)
          ? { average: requiredNumber(entry, 'average'), count: requiredNumber(entry, 'count') }
          : { average: 0, count: 0 },
      ];
    }),
  );
}

const summaries = new Map<number, Promise<RatingSummary>>();
let batch: Map<number, (summary: RatingSummary) => void> | null = null;

/**
 * A product's rating for its box: the boxes rendered together share one
 * `GET /api/reviews/summary?ids=` request; each answer is kept for the visit.
 */
export function ratingOf(productId: number): Promise<RatingSummary> {
  const known = summaries.get(productId);
  if (known) return known;
  const promise = new Promise<RatingSummary>((resolve) => {
    if (!batch) {
      const current = new Map<number, (summary: RatingSummary) => void>();
      batch = current;
      setTimeout(() => {
        batch = null;
        const ids = [...current.keys()];
        shopApi
          .request(`/reviews/summary?ids=${ids.join(',')}`)
          .then((raw) => decodeSummaries(raw, ids))
          .catch(() => new Map<number, RatingSummary>())
          .then((found) => {
            for (const [id, settle] of current) {
              settle(found.get(id) ?? { average: 0, count: 0 });
              // A failed batch is asked again on the next visit to a box.
              if (!found.has(id)) summaries.delete(id);
            }
          });
      }, 0);
    }
    batch.set(productId, resolve);
  });
  summaries.set(productId, promise);
  return promise;
}
