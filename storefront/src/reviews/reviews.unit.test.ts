import { describe, expect, it } from 'vitest';
import { decodeProductReviews, decodeSummaries } from './reviews';

describe('review answers', () => {
  it('decodes a product reviews answer', () => {
    const decoded = decodeProductReviews({
      average: 4.5,
      count: 2,
      reviews: [
        {
          id: '1-a',
          productId: 1,
          authorName: 'ann',
          rating: 5,
          body: 'Great',
          createdAt: '2026-11-25T00:00:00.000Z',
        },
      ],
    });
    expect(decoded).toMatchObject({ average: 4.5, count: 2 });
    expect(decoded.reviews[0]).toMatchObject({ rating: 5, authorName: 'ann' });
    expect(() => decodeProductReviews({ count: 1 })).toThrow();
  });

  it('fills products nobody reviewed with no stars', () => {
    const found = decodeSummaries({ ratings: { 1: { average: 4, count: 3 } } }, [1, 2]);
    expect(found.get(1)).toEqual({ average: 4, count: 3 });
    expect(found.get(2)).toEqual({ average: 0, count: 0 });
  });
});
