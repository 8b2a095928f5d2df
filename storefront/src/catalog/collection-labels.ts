import type { CollectionLabel } from './product';

/** Where each collection label's name is in the translations (`collections.<key>`). */
export const collectionLabelKeys = {
  'new products': 'newProducts',
  'best sellers': 'bestSellers',
  'featured products': 'featuredProducts',
  'on sale': 'onSale',
  'new arrival': 'newArrival',
  'trending product': 'trendingProduct',
} as const satisfies Record<CollectionLabel, string>;
