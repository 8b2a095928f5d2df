import { type CollectionLabel, collectionLabels } from '../product.events.js';
import { pick, type Random, shuffled } from './prng.js';

/** What sets a product apart in the shop: new, discounted, sold out, in a collection. */
export interface Highlights {
  readonly isNew: boolean;
  readonly discountPercent: number;
  readonly soldOut: boolean;
  readonly collections: readonly CollectionLabel[];
}

const discountSteps = [5, 10, 15, 20, 25, 30, 35, 40] as const;

/**
 * Highlights for a catalogue of `count` products, by position. Exact shares rather than a coin
 * flip per product, so that every seed has about 15 % new products, 30 % on sale, at least ten
 * sold out and every collection well filled, whatever the number of products.
 */
export function highlightCatalogue(random: Random, count: number): Highlights[] {
  const chosen = (share: number, minimum = 12) =>
    new Set(shuffled(random, range(count)).slice(0, Math.max(minimum, Math.round(count * share))));
  const isNew = chosen(0.15);
  const onSale = chosen(0.3);
  const soldOut = chosen(0.05, 10);
  const labelled: Record<CollectionLabel, Set<number>> = {
    'new products': isNew,
    // Half of the new products, so the two "new" shelves on the home page differ.
    'new arrival': new Set([...isNew].filter((_, index) => index % 2 === 0)),
    'best sellers': chosen(0.15),
    'featured products': chosen(0.1),
    'on sale': onSale,
    'trending product': chosen(0.1),
  };
  return range(count).map((index) => ({
    isNew: isNew.has(index),
    discountPercent: onSale.has(index) ? pick(random, discountSteps) : 0,
    soldOut: soldOut.has(index),
    collections: collectionLabels.filter((label) => labelled[label].has(index)),
  }));
}

function range(count: number): number[] {
  return Array.from({ length: count }, (_, index) => index);
}
