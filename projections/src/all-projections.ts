import { blogProjection } from './blog.projection.js';
import { contentPagesProjection } from './content-pages.projection.js';
import { eventLogProjection } from './event-log.projection.js';
import { ordersProjection } from './orders.projection.js';
import { paymentsProjection } from './payments.projection.js';
import { productsProjection } from './products.projection.js';
import type { Projection } from './projection.js';
import { reviewsProjection } from './reviews.projection.js';
import { sellersProjection } from './sellers.projection.js';
import { taobaoProjection } from './taobao.projection.js';
import { usersProjection } from './users.projection.js';
import { walletsProjection } from './wallets.projection.js';

/** Every projection the projections service runs. */
export const allProjections: readonly Projection[] = [
  eventLogProjection,
  usersProjection,
  productsProjection,
  ordersProjection,
  paymentsProjection,
  walletsProjection,
  sellersProjection,
  taobaoProjection,
  blogProjection,
  reviewsProjection,
  contentPagesProjection,
];
